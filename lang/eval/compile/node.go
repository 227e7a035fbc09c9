package compile

import (
	"strings"

	"prepl/internal/lazyre"
	"prepl/lang/eval/evalerr"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/syntax"
	"prepl/types"
)

// nodeRegexpJunk matches the characters Puppet leaves out of the name it
// gives a node definition written as a regexp.
var nodeRegexpJunk = lazyre.New(`[^-\w:.]`)

// nodeRegexpTitle is the name Puppet gives a node definition written as
// a regexp: __node_regexp__ and the pattern without its other characters.
func nodeRegexpTitle(pattern string) string {
	return "__node_regexp__" + strings.TrimLeft(nodeRegexpJunk().ReplaceAllString(strings.ToLower(pattern), ""), ".")
}

// matchNode finds the node definition for a node name as Puppet's
// compiler does: the name is looked up first, then the name "default";
// each lookup tries the definitions' names before their regexps, in the
// order they were defined (so a regexp matching "default" is chosen when
// nothing matches the name and no `node default` exists). It returns the
// definition, the name Puppet gives the node resource, the regexp that
// matched (nil for names) and the name it matched.
func (c *Catalog) matchNode(name string) (*syntax.NodeDefinition, string, *types.Regexp, string, error) {
	for _, n := range []string{strings.ToLower(name), "default"} {
		d, title, re, err := c.lookupNode(n)
		if d != nil || err != nil {
			return d, title, re, n, err
		}
	}
	return nil, "", nil, "", nil
}

// lookupNode is one lookup of matchNode: the last definition naming name
// (`node default` names "default"), else the first whose regexp matches it.
func (c *Catalog) lookupNode(name string) (*syntax.NodeDefinition, string, *types.Regexp, error) {
	var found *syntax.NodeDefinition
	for _, d := range c.nodes.Items() {
		for _, m := range d.HostMatches {
			switch x := m.(type) {
			case *syntax.LiteralString:
				if strings.ToLower(x.Value) == name {
					found = d
				}
			case *syntax.LiteralDefault:
				if name == "default" {
					found = d
				}
			}
		}
	}
	if found != nil {
		return found, name, nil, nil
	}
	for _, d := range c.nodes.Items() {
		for _, m := range d.HostMatches {
			lr, ok := m.(*syntax.LiteralRegexp)
			if !ok {
				continue
			}
			re, err := types.NewRegexp(lr.Pattern)
			if err != nil {
				return nil, "", nil, evalerr.Errorf(lr.Loc, "%s", err)
			}
			if ok, err := re.Compiled().MatchString(name); err == nil && ok {
				return d, nodeRegexpTitle(lr.Pattern), re, nil
			}
		}
	}
	return nil, "", nil, nil
}

// evaluateNode runs the node definition that matches the session's node
// name, after the top-level code, when the node definitions or the node
// name changed since a node was last evaluated. Its scope is the parent of the classes it declares.
func (c *Catalog) evaluateNode() error {
	if c.nodes.Len() == 0 {
		// No node definitions: the node's name (which may take the
		// facts) is not needed.
		return nil
	}
	nodeName := c.h.NodeName()
	if c.nodesGen.Get() != c.h.Generation() && nodeName == c.nodeFor.Get() {
		return nil
	}
	d, title, re, matched, err := c.matchNode(nodeName)
	if err != nil {
		return err
	}
	if d == nil {
		return evalerr.Errorf(syntax.Loc{}, "Could not find node statement with name 'default' or '%s'", nodeName)
	}
	if d == c.nodeDef.Get() && nodeName == c.nodeFor.Get() {
		return nil
	}
	if c.node.Get() != nil && !c.node.Get().removed.Get() {
		// Another node (or node definition) takes over: what the one
		// before declared leaves the catalog with it.
		c.dropEvaluation(c.node.Get())
	}
	r := c.newEntry(&catalogEntry{typeName: "Node", title: title, kind: nodeResource, frame: c.top, loc: d.Loc, gen: c.h.Generation(), declaredKind: "unknown"})
	if err := c.fillParams(r, nil, c.top); err != nil {
		return err
	}
	if err := nodeParamsError(r); err != nil {
		return err
	}
	if err := c.addResource(r); err != nil {
		return err
	}
	c.node.Set(r)
	c.nodeDef.Set(d)
	c.nodeFor.Set(nodeName)
	c.setEvaluated(r)
	c.mergeTags(r, c.main)
	s := c.h.NewScope(c.h.TopScope(), NodeScope, "")
	s.SetFrame(c.newFrame(Frame{scope: s, parent: c.top, resource: r, source: &source{kind: "node", name: title}, enclosing: s}))
	if re != nil {
		if _, err := c.h.MatchRegexp(re, matched, s, d.Loc); err != nil {
			return err
		}
	}
	c.addClass(title)
	s.Set("title", types.String(title))
	s.Set("name", types.String(title))
	setModuleNames(s, "", "")
	// Unlike a class body, a node body cannot be left by return() or
	// next(): the signal escapes and is reported as illegal there.
	return c.h.EvalBody(d.Body, s, "node", title)
}

// nodeParamsError refuses the attributes Node resource defaults gave a
// node: a node has no parameters, only metaparameters.
func nodeParamsError(r *catalogEntry) error {
	var problems []string
	for _, p := range r.params.Items() {
		if !resourcetypes.IsMetaparameter(p.name) {
			problems = append(problems, " has no parameter named '"+p.name+"'")
		}
	}
	return resourceProblemsError(r, syntax.Loc{}, problems)
}
