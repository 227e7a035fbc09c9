// Package hiera is Puppet 7's Hiera 5: hiera.yaml files, the global,
// environment and module layers, data files read as Ruby's Psych reads
// YAML (YAML 1.1 scalars) and JSON, interpolation, the merge strategies
// and lookup_options, and the explanation of a lookup. The evaluator
// reaches it through datalookup.Provider, which Hiera implements.
package hiera
