package syntax

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"prepl/internal/ruby/rubyfmt"
)

// FormatPN renders a node in Puppet's PN notation, exactly as
// `puppet parser dump --format pn` prints the parse tree, so trees can be
// compared with the reference implementation's.
func FormatPN(n Node) string {
	var w pnWriter
	w.node(n)
	return w.b.String()
}

type pnWriter struct{ b strings.Builder }

func (w *pnWriter) str(s string) {
	b := &w.b
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r < 0x20:
			fmt.Fprintf(b, `\o%03o`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
}

// call writes `(name arg ...)`.
func (w *pnWriter) call(name string, args ...func()) {
	w.b.WriteByte('(')
	w.b.WriteString(name)
	for _, a := range args {
		w.b.WriteByte(' ')
		a()
	}
	w.b.WriteByte(')')
}

// entry is one `:key value` of a PN map.
type entry struct {
	key   string
	value func()
}

// mapCall writes `(name {:key value ...})`.
func (w *pnWriter) mapCall(name string, entries []entry) {
	w.b.WriteByte('(')
	w.b.WriteString(name)
	w.b.WriteByte(' ')
	w.pnMap(entries)
	w.b.WriteByte(')')
}

func (w *pnWriter) pnMap(entries []entry) {
	w.b.WriteByte('{')
	for i, e := range entries {
		if i > 0 {
			w.b.WriteByte(' ')
		}
		w.b.WriteByte(':')
		w.b.WriteString(e.key)
		w.b.WriteByte(' ')
		e.value()
	}
	w.b.WriteByte('}')
}

// list writes `[e ...]` of nodes.
func list[T Node](w *pnWriter, nodes []T) func() {
	return func() {
		w.b.WriteByte('[')
		for i, n := range nodes {
			if i > 0 {
				w.b.WriteByte(' ')
			}
			w.node(n)
		}
		w.b.WriteByte(']')
	}
}

// elems writes nodes separated by spaces (the arguments of a call).
func elems[T Node](w *pnWriter, nodes []T) []func() {
	fs := make([]func(), len(nodes))
	for i, n := range nodes {
		fs[i] = func() { w.node(n) }
	}
	return fs
}

func (w *pnWriter) of(n Node) func() { return func() { w.node(n) } }

func (w *pnWriter) lit(s string) func() { return func() { w.str(s) } }

func (w *pnWriter) binary(op string, l, r Expr) { w.call(op, w.of(l), w.of(r)) }

// stmts returns the statements of a body block.
func stmts(b *BlockExpr) []Expr {
	if b == nil {
		return nil
	}
	return b.Statements
}

func (w *pnWriter) params(ps []*Parameter) func() {
	return func() {
		es := make([]entry, len(ps))
		for i, p := range ps {
			es[i] = entry{p.Name, func() { w.pnMap(w.paramEntries(p)) }}
		}
		w.pnMap(es)
	}
}

func (w *pnWriter) paramEntries(p *Parameter) []entry {
	var es []entry
	if p.Type != nil {
		es = append(es, entry{"type", w.of(p.Type)})
	}
	if p.CapturesRest {
		es = append(es, entry{"splat", func() { w.b.WriteString("true") }})
	}
	if p.Value != nil {
		es = append(es, entry{"value", w.of(p.Value)})
	}
	return es
}

// definition writes a class, define or function definition.
func (w *pnWriter) definition(kind, name, parent string, ps []*Parameter, body *BlockExpr, returns Expr) {
	es := []entry{{"name", w.lit(name)}}
	if parent != "" {
		es = append(es, entry{"parent", w.lit(parent)})
	}
	if len(ps) > 0 {
		es = append(es, entry{"params", w.params(ps)})
	}
	if s := stmts(body); len(s) > 0 {
		es = append(es, entry{"body", list(w, s)})
	}
	if returns != nil {
		es = append(es, entry{"returns", w.of(returns)})
	}
	w.mapCall(kind, es)
}

func (w *pnWriter) callExpr(name string, functor Expr, args []Expr, lambda *LambdaExpr) {
	es := []entry{{"functor", w.of(functor)}, {"args", list(w, args)}}
	if lambda != nil {
		es = append(es, entry{"block", w.of(lambda)})
	}
	w.mapCall(name, es)
}

func (w *pnWriter) ifExpr(name string, test Expr, then *BlockExpr, els Expr) {
	es := []entry{{"test", w.of(test)}}
	if s := stmts(then); len(s) > 0 {
		es = append(es, entry{"then", list(w, s)})
	}
	switch e := els.(type) {
	case nil:
	case *BlockExpr:
		if e != nil && len(e.Statements) > 0 {
			es = append(es, entry{"else", list(w, e.Statements)})
		}
	default:
		es = append(es, entry{"else", list(w, []Expr{els})})
	}
	w.mapCall(name, es)
}

func (w *pnWriter) resourceEntries(es []entry, form ResourceForm) []entry {
	if form != FormRegular {
		es = append(es, entry{"form", w.lit(form.String())})
	}
	return es
}

func (w *pnWriter) node(n Node) {
	switch x := n.(type) {
	case *Program:
		switch s := stmts(x.Body); len(s) {
		case 0:
			w.call("nop")
		case 1:
			w.node(s[0])
		default:
			w.call("block", elems(w, s)...)
		}
	case *BlockExpr:
		w.call("block", elems(w, x.Statements)...)
	case *LiteralInteger:
		if x.Radix == 10 {
			w.b.WriteString(strconv.FormatInt(x.Value, 10))
			return
		}
		w.mapCall("int", []entry{
			{"radix", func() { w.b.WriteString(strconv.Itoa(x.Radix)) }},
			{"value", func() { w.b.WriteString(strconv.FormatInt(x.Value, 10)) }}})
	case *LiteralFloat:
		w.b.WriteString(rubyfmt.FloatToS(x.Value))
	case *LiteralString:
		w.str(x.Value)
	case *LiteralBoolean:
		w.b.WriteString(strconv.FormatBool(x.Value))
	case *LiteralUndef:
		w.b.WriteString("nil")
	case *LiteralDefault:
		w.call("default")
	case *LiteralRegexp:
		w.call("regexp", w.lit(regexpSource(x.Pattern)))
	case *QualifiedName:
		w.call("qn", w.lit(x.Value))
	case *QualifiedReference:
		w.call("qr", w.lit(x.Value))
	case *ReservedWord:
		w.call("reserved", w.lit(x.Word))
	case *ConcatenatedString:
		w.call("concat", elems(w, x.Segments)...)
	case *TextExpr:
		w.call("str", w.of(x.Expr))
	case *HeredocExpr:
		var es []entry
		if x.Syntax != "" {
			es = append(es, entry{"syntax", w.lit(x.Syntax)})
		}
		w.mapCall("heredoc", append(es, entry{"text", w.of(x.Text)}))
	case *LiteralList:
		w.call("array", elems(w, x.Values)...)
	case *LiteralHash:
		w.call("hash", elems(w, x.Entries)...)
	case *KeyedEntry:
		w.binary("=>", x.Key, x.Value)
	case *VariableExpr:
		w.call("var", w.lit(x.Name))
	case *ArithmeticExpr:
		w.binary(x.Op.String(), x.Left, x.Right)
	case *ComparisonExpr:
		w.binary(x.Op.String(), x.Left, x.Right)
	case *MatchExpr:
		w.binary(x.Op.String(), x.Left, x.Right)
	case *RelationshipExpr:
		w.binary(x.Op.String(), x.Left, x.Right)
	case *AssignmentExpr:
		w.binary(x.Op.String(), x.Left, x.Right)
	case *InExpr:
		w.binary("in", x.Left, x.Right)
	case *AndExpr:
		w.binary("and", x.Left, x.Right)
	case *OrExpr:
		w.binary("or", x.Left, x.Right)
	case *NotExpr:
		w.call("!", w.of(x.Expr))
	case *UnaryMinusExpr:
		switch v := x.Expr.(type) {
		case *LiteralInteger:
			w.b.WriteString(strconv.FormatInt(-v.Value, 10))
		case *LiteralFloat:
			w.b.WriteString(rubyfmt.FloatToS(-v.Value))
		default:
			w.call("-", w.of(x.Expr))
		}
	case *UnfoldExpr:
		w.call("unfold", w.of(x.Expr))
	case *ParenExpr:
		w.call("paren", w.of(x.Expr))
	case *AccessExpr:
		w.call("access", append([]func(){w.of(x.Left)}, elems(w, x.Keys)...)...)
	case *NamedAccessExpr:
		w.binary(".", x.Left, x.Right)
	case *CallNamedFunctionExpr:
		name := "invoke"
		if x.RValRequired {
			name = "call"
		}
		w.callExpr(name, x.Functor, x.Args, x.Lambda)
	case *CallMethodExpr:
		name := "invoke-method"
		if x.RValRequired {
			name = "call-method"
		}
		w.callExpr(name, x.Functor, x.Args, x.Lambda)
	case *LambdaExpr:
		var es []entry
		if len(x.Params) > 0 {
			es = append(es, entry{"params", w.params(x.Params)})
		}
		if x.ReturnType != nil {
			es = append(es, entry{"returns", w.of(x.ReturnType)})
		}
		if s := stmts(x.Body); len(s) > 0 {
			es = append(es, entry{"body", list(w, s)})
		}
		w.mapCall("lambda", es)
	case *IfExpr:
		w.ifExpr("if", x.Test, x.Then, x.Else)
	case *UnlessExpr:
		var els Expr
		if x.Else != nil {
			els = x.Else
		}
		w.ifExpr("unless", x.Test, x.Then, els)
	case *CaseExpr:
		w.call("case", w.of(x.Test), list(w, x.Options))
	case *CaseOption:
		then := func() { w.b.WriteString("[(nop)]") }
		if s := stmts(x.Then); len(s) > 0 {
			then = list(w, s)
		}
		w.pnMap([]entry{{"when", list(w, x.Values)}, {"then", then}})
	case *SelectorExpr:
		w.call("?", w.of(x.Left), list(w, x.Entries))
	case *SelectorEntry:
		w.binary("=>", x.Matching, x.Value)
	case *FunctionDefinition:
		w.definition("function", x.Name, "", x.Params, x.Body, x.ReturnType)
	case *HostClassDefinition:
		w.definition("class", x.Name, x.Parent, x.Params, x.Body, nil)
	case *ResourceTypeDefinition:
		w.definition("define", x.Name, "", x.Params, x.Body, nil)
	case *NodeDefinition:
		es := []entry{{"matches", list(w, x.HostMatches)}}
		if x.parent != nil {
			es = append(es, entry{"parent", w.of(x.parent)})
		}
		if s := stmts(x.Body); len(s) > 0 {
			es = append(es, entry{"body", list(w, s)})
		}
		w.mapCall("node", es)
	case *TypeAlias:
		w.call("type-alias", w.lit(x.Name), w.of(x.Type))
	case *TypeMapping:
		w.call("type-mapping", w.of(x.Type), w.of(x.Mapping))
	case *TypeDefinition:
		parent := func() { w.b.WriteString("nil") }
		if x.Parent != "" {
			parent = w.lit(x.Parent)
		}
		body := func() { w.call("nop") }
		if s := stmts(x.Body); len(s) > 0 {
			body = func() { w.call("block", elems(w, s)...) }
		}
		w.call("type-definition", w.lit(x.Name), parent, body)
	case *ResourceExpr:
		bodies := func() {
			w.b.WriteByte('[')
			for i, b := range x.Bodies {
				if i > 0 {
					w.b.WriteByte(' ')
				}
				w.pnMap([]entry{{"title", w.of(b.Title)}, {"ops", list(w, b.Ops)}})
			}
			w.b.WriteByte(']')
		}
		w.mapCall("resource", w.resourceEntries([]entry{{"type", w.of(x.TypeName)}, {"bodies", bodies}}, x.Form))
	case *ResourceDefaultsExpr:
		w.mapCall("resource-defaults", w.resourceEntries([]entry{{"type", w.of(x.TypeRef)}, {"ops", list(w, x.Ops)}}, x.Form))
	case *ResourceOverrideExpr:
		w.mapCall("resource-override", w.resourceEntries([]entry{{"resources", w.of(x.Resources)}, {"ops", list(w, x.Ops)}}, x.Form))
	case *ResourceBody:
		w.pnMap([]entry{{"title", w.of(x.Title)}, {"ops", list(w, x.Ops)}})
	case *AttributeOperation:
		w.call(x.Op.String(), w.lit(x.Name), w.of(x.Value))
	case *AttributesOperation:
		w.call("splat-hash", w.of(x.Expr))
	case *CollectExpr:
		var typ Expr = x.TypeRef
		if x.TypeRef == nil {
			typ = x.badType
		}
		es := []entry{{"type", w.of(typ)}, {"query", w.of(x.Query)}}
		if len(x.Ops) > 0 {
			es = append(es, entry{"ops", list(w, x.Ops)})
		}
		w.mapCall("collect", es)
	case *QueryExpr:
		name := "virtual-query"
		if x.Exported {
			name = "exported-query"
		}
		if x.Expr == nil {
			w.call(name)
		} else {
			w.call(name, w.of(x.Expr))
		}
	case *EppExpr:
		var es []entry
		if len(x.Params) > 0 {
			es = append(es, entry{"params", w.params(x.Params)})
		}
		es = append(es, entry{"body", func() {
			w.b.WriteByte('[')
			w.call("epp", elems(w, stmts(x.Body))...)
			w.b.WriteByte(']')
		}})
		w.mapCall("lambda", es)
	case *RenderStringExpr:
		w.call("render-s", w.lit(x.Value))
	case *RenderExpr:
		w.call("render", w.of(x.Expr))
	case nil:
		w.call("nop")
	default:
		fmt.Fprintf(&w.b, "(unknown %T)", n)
	}
}

// regexpSource is the pattern as Puppet prints a regexp literal (whose
// `\/` the parser has unescaped once already): non-ASCII patterns in
// Ruby's fixed-encoding group.
func regexpSource(p string) string {
	for i := 0; i < len(p); i++ {
		if p[i] >= utf8.RuneSelf {
			return "(?-imx:" + p + ")"
		}
	}
	return p
}
