// Package catalog is the compiled catalog as Puppet hands it to an agent,
// and the reports made from it: a View of resources, classes and edges
// (which the evaluator fills when asked), the resource, relationship and
// expanded relationship graphs with their cycles and the order an agent
// would apply, queries over that order, and the catalog's JSON, DOT and
// SVG forms. It knows nothing of evaluation: it imports only the values
// and their display.
package catalog
