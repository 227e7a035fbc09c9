package syntax

// This file defines the abstract syntax tree the parser produces and the
// evaluator walks. The node set follows Puppet's own model (lib/puppet/pops
// model) closely, so a tree can be printed in Puppet's PN notation and
// compared with `puppet parser dump --format pn`.
//
// Every node embeds Loc, its source range. Lists of statements are always
// *BlockExpr so that an empty body and a missing body look the same.
//
// A node starts where Puppet locates it, so that errors name the same
// line and column: binary operators, assignments, relationships and hash
// and selector entries at their operator, unary expressions at theirs, a
// method call at its `.` (or at the `(` of its arguments), a parameter at
// its variable, a type alias at its name, a case option at its colon; a
// node ends where its source text ends.

// Node is any element of the tree.
type Node interface {
	Location() Loc
}

// Expr is a node that can be evaluated. In Puppet everything is an
// expression, including definitions and resource declarations.
type Expr interface {
	Node
	exprNode()
}

// Op names an operator. One enumeration serves all operator nodes so that
// the evaluator can switch on small integers.
type Op uint8

// The operators, named after their spelling.
const (
	OpNone         Op = iota
	OpPlus            // +
	OpMinus           // -
	OpMultiply        // *
	OpDivide          // /
	OpModulo          // %
	OpLeftShift       // <<
	OpRightShift      // >>
	OpEqual           // ==
	OpNotEqual        // !=
	OpLess            // <
	OpLessEqual       // <=
	OpGreater         // >
	OpGreaterEqual    // >=
	OpMatch           // =~
	OpNotMatch        // !~
	OpAssign          // =
	OpAddAssign       // += (rejected by the validator)
	OpSubAssign       // -= (rejected by the validator)
	OpInEdge          // -> (before)
	OpInEdgeSub       // ~> (notify)
	OpOutEdge         // <- (after)
	OpOutEdgeSub      // <~ (subscribe)
	OpArrow           // => (attribute assignment)
	OpAppend          // +> (attribute append)
)

var opNames = [...]string{
	OpNone: "", OpPlus: "+", OpMinus: "-", OpMultiply: "*", OpDivide: "/", OpModulo: "%",
	OpLeftShift: "<<", OpRightShift: ">>", OpEqual: "==", OpNotEqual: "!=", OpLess: "<",
	OpLessEqual: "<=", OpGreater: ">", OpGreaterEqual: ">=", OpMatch: "=~", OpNotMatch: "!~",
	OpAssign: "=", OpAddAssign: "+=", OpSubAssign: "-=", OpInEdge: "->", OpInEdgeSub: "~>",
	OpOutEdge: "<-", OpOutEdgeSub: "<~", OpArrow: "=>", OpAppend: "+>",
}

// String returns the operator as it is written in Puppet source.
func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "?"
}

// ---------------------------------------------------------------------------
// Literals and names

// LiteralInteger is an integer literal. Radix is 8, 10 or 16 as written.
type LiteralInteger struct {
	Loc
	Value int64
	Radix int
	// Memo keeps the evaluator's value of the literal.
	Memo Memo
}

// LiteralFloat is a floating point literal.
type LiteralFloat struct {
	Loc
	Value float64
}

// LiteralString is a string without interpolation: a single-quoted string,
// a double-quoted string with no `$` expressions, or a text segment of a
// ConcatenatedString. Value has escapes already processed.
type LiteralString struct {
	Loc
	Value string
	// Memo keeps the evaluator's value of the literal.
	Memo Memo
}

// ConcatenatedString is a double-quoted (or interpolating heredoc) string
// with interpolation. Segments are *LiteralString and *TextExpr nodes.
type ConcatenatedString struct {
	Loc
	Segments []Expr
}

// TextExpr is an interpolated expression inside a string (`$x`, `${expr}`);
// its value is converted to a string with the interpolation rules.
type TextExpr struct {
	Loc
	Expr Expr
}

// HeredocExpr is a heredoc. Syntax is the optional `:syntax` tag (e.g.
// "json"); Text is a *LiteralString or a *ConcatenatedString.
type HeredocExpr struct {
	Loc
	Syntax string
	Text   Expr
}

// LiteralBoolean is `true` or `false`.
type LiteralBoolean struct {
	Loc
	Value bool
}

// LiteralUndef is `undef`.
type LiteralUndef struct{ Loc }

// LiteralDefault is `default`.
type LiteralDefault struct{ Loc }

// LiteralRegexp is a regular expression literal; Pattern is the text
// between the slashes, with each `\/` turned into `/` as Puppet's lexer
// does.
type LiteralRegexp struct {
	Loc
	Pattern string
	// Memo keeps the evaluator's value of the literal.
	Memo Memo
}

// QualifiedName is a bare word such as `foo` or `apache::port`. It
// evaluates to a string unless its context gives it meaning (a function
// name, a resource type name, a class name).
type QualifiedName struct {
	Loc
	Value string
	// Memo keeps the evaluator's value of the name as a string.
	Memo Memo
}

// QualifiedReference is a capitalized name such as `Integer` or `Foo::Bar`,
// naming a type. Value is the name as written.
type QualifiedReference struct {
	Loc
	Value string
	// Memo keeps the evaluator's value of the name when it is a built-in
	// type's exact name, which nothing can redefine.
	Memo Memo
}

// LiteralList is an array literal `[a, b]`. On the left of `=` it is a
// multi-assignment target.
type LiteralList struct {
	Loc
	Values []Expr
}

// LiteralHash is a hash literal `{k => v}`.
type LiteralHash struct {
	Loc
	Entries []*KeyedEntry
}

// KeyedEntry is one `key => value` entry of a LiteralHash.
type KeyedEntry struct {
	Loc
	Key, Value Expr
}

// VariableExpr is a variable reference; Name is written without the `$`
// (`x`, `::x`, `a::b`, `0`).
type VariableExpr struct {
	Loc
	Name string
	// Binding is where the parser found a variable in a lambda or a
	// function body to be bound.
	Binding Binding
}

// ---------------------------------------------------------------------------
// Operators

// ArithmeticExpr is `+ - * / % << >>`.
type ArithmeticExpr struct {
	Loc
	Op          Op
	Left, Right Expr
}

// ComparisonExpr is `== != < <= > >=`.
type ComparisonExpr struct {
	Loc
	Op          Op
	Left, Right Expr
}

// MatchExpr is `=~` or `!~`.
type MatchExpr struct {
	Loc
	Op          Op
	Left, Right Expr
}

// InExpr is `left in right`.
type InExpr struct {
	Loc
	Left, Right Expr
}

// AndExpr is `left and right` (short-circuit).
type AndExpr struct {
	Loc
	Left, Right Expr
}

// OrExpr is `left or right` (short-circuit).
type OrExpr struct {
	Loc
	Left, Right Expr
}

// NotExpr is `!expr`.
type NotExpr struct {
	Loc
	Expr Expr
}

// UnaryMinusExpr is `-expr`.
type UnaryMinusExpr struct {
	Loc
	Expr Expr
}

// UnfoldExpr is the splat `*expr`.
type UnfoldExpr struct {
	Loc
	Expr Expr
}

// ParenExpr is a parenthesized expression. It is kept in the tree because
// Puppet's validation and PN output distinguish it.
type ParenExpr struct {
	Loc
	Expr Expr
}

// AssignmentExpr is `left = right` (and the rejected `+=`, `-=`). Left is a
// *VariableExpr or a *LiteralList of them.
type AssignmentExpr struct {
	Loc
	Op          Op
	Left, Right Expr
}

// AccessExpr is `left[keys...]`.
type AccessExpr struct {
	Loc
	Left Expr
	Keys []Expr
}

// NamedAccessExpr is `left.name`; it only appears as the functor of a
// CallMethodExpr. Right is a *QualifiedName: Puppet accepts only a name
// (or the word `type`) after the dot.
type NamedAccessExpr struct {
	Loc
	Left, Right Expr
}

// CallNamedFunctionExpr is a call by name: `f(args)`, `f(args) |$x| {}`,
// the statement style `notice x`, or a type call `Integer('1')`. Functor is
// a *QualifiedName or a *QualifiedReference (for type calls).
// RValRequired is false when the call stands as a statement (PN `invoke`)
// and true where its value is used (PN `call`).
type CallNamedFunctionExpr struct {
	Loc
	Functor      Expr
	Args         []Expr
	Lambda       *LambdaExpr
	RValRequired bool
	// Memo keeps the evaluator's last finding of the function called.
	Memo Memo
}

// CallMethodExpr is the `.` call style: `recv.f(args) |$x| {}`. Functor is
// a *NamedAccessExpr whose Left is the receiver (the first argument).
type CallMethodExpr struct {
	Loc
	Functor      *NamedAccessExpr
	Args         []Expr
	Lambda       *LambdaExpr
	RValRequired bool
	// Memo keeps the evaluator's last finding of the function called.
	Memo Memo
}

// LambdaExpr is `|params| >> ReturnType { body }`.
type LambdaExpr struct {
	Loc
	Params     []*Parameter
	ReturnType Expr // nil when not given
	Body       *BlockExpr
	// Locals are the variables the body assigns that are not
	// parameters, in the order of the slots they take after the
	// parameters' (see Binding).
	Locals []string
	// Memo keeps the evaluator's finding of whether the lambda's
	// parameter and return types are constants.
	Memo Memo
}

// Parameter is one parameter of a lambda, function, class, define or EPP
// template. Type and Value (the default) are nil when not given.
type Parameter struct {
	Loc
	Name         string
	Type         Expr
	Value        Expr
	CapturesRest bool
}

// ---------------------------------------------------------------------------
// Control flow

// BlockExpr is a sequence of statements; its value is the last one's.
type BlockExpr struct {
	Loc
	Statements []Expr
}

// IfExpr is `if test { then } else { else }`; an `elsif` is an IfExpr in
// Else. Else is nil when absent or empty.
type IfExpr struct {
	Loc
	Test Expr
	Then *BlockExpr
	Else Expr // *BlockExpr, *IfExpr or nil
}

// UnlessExpr is `unless test { then } else { else }`.
type UnlessExpr struct {
	Loc
	Test Expr
	Then *BlockExpr
	Else *BlockExpr // nil when absent or empty
}

// CaseExpr is `case test { options }`.
type CaseExpr struct {
	Loc
	Test    Expr
	Options []*CaseOption
}

// CaseOption is one `v1, v2: { body }` proposition of a case.
type CaseOption struct {
	Loc
	Values []Expr
	Then   *BlockExpr
}

// SelectorExpr is `left ? { match => value, ... }` (or the single-entry
// form `left ? match => value`).
type SelectorExpr struct {
	Loc
	Left    Expr
	Entries []*SelectorEntry
}

// SelectorEntry is one `match => value` entry of a selector.
type SelectorEntry struct {
	Loc
	Matching, Value Expr
}

// ---------------------------------------------------------------------------
// Definitions

// FunctionDefinition is `function name(params) >> ReturnType { body }`.
type FunctionDefinition struct {
	Loc
	Name       string
	Params     []*Parameter
	ReturnType Expr // nil when not given
	Body       *BlockExpr
	// Locals are the variables the body assigns that are not
	// parameters, in the order of the slots they take after the
	// parameters' (see Binding).
	Locals []string
}

// TypeAlias is `type Name = TypeExpr`.
type TypeAlias struct {
	Loc
	Name string
	Type Expr
}

// HostClassDefinition is `class name(params) inherits parent { body }`.
// Name is the fully qualified name (nested classes are prefixed with their
// enclosing class by the parser, as Puppet does).
type HostClassDefinition struct {
	Loc
	Name   string
	Params []*Parameter
	Parent string // "" when there is no inherits
	Body   *BlockExpr
}

// ResourceTypeDefinition is `define name(params) { body }`, with Name
// fully qualified like a class's.
type ResourceTypeDefinition struct {
	Loc
	Name   string
	Params []*Parameter
	Body   *BlockExpr
}

// NodeDefinition is `node match, ... { body }`. HostMatches are
// *LiteralString, *LiteralRegexp or *LiteralDefault (in a validated tree).
type NodeDefinition struct {
	Loc
	HostMatches []Expr
	Body        *BlockExpr
	// parent is the match after the discontinued `inherits`, kept only for
	// the validator to reject.
	parent Expr
}

// TypeMapping is `type Runtime[...] = Mapping`, which maps runtime types
// to Puppet types. The validator accepts only a Runtime[...] left side.
type TypeMapping struct {
	Loc
	Type, Mapping Expr
}

// TypeDefinition is `type Name inherits Parent { body }`, which Puppet
// parses but does not support: the validator always rejects it.
type TypeDefinition struct {
	Loc
	Name   string
	Parent string // "" when there is no inherits
	Body   *BlockExpr
}

// ReservedWord is a bare use of a word reserved for future use (`private`,
// `attr`). The validator always rejects it; it is kept in the tree so the
// rejection comes in the same order as Puppet's other errors.
type ReservedWord struct {
	Loc
	Word string
}

// ---------------------------------------------------------------------------
// Catalog expressions

// ResourceForm says whether a resource is declared, virtual (`@`) or
// exported (`@@`).
type ResourceForm uint8

// The resource forms.
const (
	FormRegular ResourceForm = iota
	FormVirtual
	FormExported
)

// String returns the form's PN name.
func (f ResourceForm) String() string {
	switch f {
	case FormVirtual:
		return "virtual"
	case FormExported:
		return "exported"
	}
	return "regular"
}

// ResourceExpr is `type { title: attrs; title2: attrs }`. TypeName is a
// *QualifiedName (`file`, `class`), a *QualifiedReference or any other
// expression evaluating to a resource type (e.g. `Resource[$t]`).
type ResourceExpr struct {
	Loc
	Form     ResourceForm
	TypeName Expr
	Bodies   []*ResourceBody
}

// ResourceBody is one `title: attribute operations` body.
type ResourceBody struct {
	Loc
	Title Expr
	Ops   []AttributeOp
}

// AttributeOp is an *AttributeOperation or an *AttributesOperation.
type AttributeOp interface {
	Node
	attributeOp()
}

// AttributeOperation is `name => value` or `name +> value`.
type AttributeOperation struct {
	Loc
	Name  string
	Op    Op // OpArrow or OpAppend
	Value Expr
}

// AttributesOperation is the attribute splat `* => hash`.
type AttributesOperation struct {
	Loc
	Expr Expr
}

// ResourceDefaultsExpr is `Type { attrs }`.
type ResourceDefaultsExpr struct {
	Loc
	Form    ResourceForm
	TypeRef Expr
	Ops     []AttributeOp
}

// ResourceOverrideExpr is `Type['title'] { attrs }`.
type ResourceOverrideExpr struct {
	Loc
	Form      ResourceForm
	Resources Expr
	Ops       []AttributeOp
}

// RelationshipExpr is `left -> right` (and `~> <- <~`).
type RelationshipExpr struct {
	Loc
	Op          Op
	Left, Right Expr
}

// CollectExpr is `Type <| query |> { attrs }` or `Type <<| query |>>`.
type CollectExpr struct {
	Loc
	TypeRef *QualifiedReference
	Query   *QueryExpr
	Ops     []AttributeOp
	// badType is a left side that is not a type reference (TypeRef is then
	// nil), kept only for the validator to reject.
	badType Expr
}

// QueryExpr is the query of a collector. Expr is nil for an empty query;
// otherwise it is built from ComparisonExpr (== and !=), AndExpr, OrExpr
// and ParenExpr over QualifiedName attribute names and values.
type QueryExpr struct {
	Loc
	Exported bool
	Expr     Expr
}

// ---------------------------------------------------------------------------
// EPP templates

// EppExpr is a parsed EPP template. ParamsGiven distinguishes `<%| |%>`
// (no parameters accepted) from a template without a parameter block.
type EppExpr struct {
	Loc
	Params      []*Parameter
	ParamsGiven bool
	Body        *BlockExpr
}

// RenderStringExpr is literal template text.
type RenderStringExpr struct {
	Loc
	Value string
}

// RenderExpr is `<%= expr %>`: the value is converted to a string and
// written to the template output.
type RenderExpr struct {
	Loc
	Expr Expr
}

// ---------------------------------------------------------------------------
// Program

// Program is the result of parsing one Source.
type Program struct {
	Loc
	Body *BlockExpr
	// Warnings are what Puppet would log as warnings while parsing and
	// validating: unknown escapes in double-quoted strings, malformed \u
	// escapes, duplicate literal keys in a hash, future reserved words.
	Warnings []*Error
}

func (*LiteralInteger) exprNode()         {}
func (*LiteralFloat) exprNode()           {}
func (*LiteralString) exprNode()          {}
func (*ConcatenatedString) exprNode()     {}
func (*TextExpr) exprNode()               {}
func (*HeredocExpr) exprNode()            {}
func (*LiteralBoolean) exprNode()         {}
func (*LiteralUndef) exprNode()           {}
func (*LiteralDefault) exprNode()         {}
func (*LiteralRegexp) exprNode()          {}
func (*QualifiedName) exprNode()          {}
func (*QualifiedReference) exprNode()     {}
func (*LiteralList) exprNode()            {}
func (*LiteralHash) exprNode()            {}
func (*VariableExpr) exprNode()           {}
func (*ArithmeticExpr) exprNode()         {}
func (*ComparisonExpr) exprNode()         {}
func (*MatchExpr) exprNode()              {}
func (*InExpr) exprNode()                 {}
func (*AndExpr) exprNode()                {}
func (*OrExpr) exprNode()                 {}
func (*NotExpr) exprNode()                {}
func (*UnaryMinusExpr) exprNode()         {}
func (*UnfoldExpr) exprNode()             {}
func (*ParenExpr) exprNode()              {}
func (*AssignmentExpr) exprNode()         {}
func (*AccessExpr) exprNode()             {}
func (*NamedAccessExpr) exprNode()        {}
func (*CallNamedFunctionExpr) exprNode()  {}
func (*CallMethodExpr) exprNode()         {}
func (*LambdaExpr) exprNode()             {}
func (*BlockExpr) exprNode()              {}
func (*IfExpr) exprNode()                 {}
func (*UnlessExpr) exprNode()             {}
func (*CaseExpr) exprNode()               {}
func (*SelectorExpr) exprNode()           {}
func (*FunctionDefinition) exprNode()     {}
func (*TypeAlias) exprNode()              {}
func (*HostClassDefinition) exprNode()    {}
func (*ResourceTypeDefinition) exprNode() {}
func (*NodeDefinition) exprNode()         {}
func (*TypeMapping) exprNode()            {}
func (*TypeDefinition) exprNode()         {}
func (*ReservedWord) exprNode()           {}
func (*ResourceExpr) exprNode()           {}
func (*ResourceDefaultsExpr) exprNode()   {}
func (*ResourceOverrideExpr) exprNode()   {}
func (*RelationshipExpr) exprNode()       {}
func (*CollectExpr) exprNode()            {}
func (*EppExpr) exprNode()                {}
func (*RenderStringExpr) exprNode()       {}
func (*RenderExpr) exprNode()             {}

func (*AttributeOperation) attributeOp()  {}
func (*AttributesOperation) attributeOp() {}
