package syntax

// Operator precedence, taken from Puppet's grammar (egrammar.ra, the
// prechigh/preclow table of Puppet 7). From the loosest to the tightest:
//
//	level                 operators                          assoc.
//	statement list        ,  (arguments of a statement call)  left
//	assignment            =  +=  -=                          right
//	relationship          ->  ~>  <-  <~                     left
//	resource              @ @@ (prefix), Type { ... } bodies right
//	precOr                or                                 left
//	precAnd               and                                left
//	precSelector          ?  (selector)                      left
//	precCompare           <  <=  >  >=                       left
//	precEquality          ==  !=                             left
//	precShift             <<  >>                             left
//	precAdditive          +  -                               left
//	precMultiplicative    *  /  %                            left
//	precMatch             =~  !~                             left
//	precIn                in                                 left
//	unary                 - (minus), * (splat), ! (not)      prefix
//	postfix               <| |>  <<| |>>, [ ], . name, ( )   left
//
// Equality binding tighter than comparison (`1 == 2 < 3` is
// `(1 == 2) < 3`) and `in`/`=~` binding tighter than `*` are Puppet's own
// choices. The levels above precOr are separate grammar rules (see
// assignment, relationship and resource in parser_expr.go); the levels
// below are applied by precedence climbing in binary.
const (
	precNone = iota
	precOr
	precAnd
	precSelector
	precCompare
	precEquality
	precShift
	precAdditive
	precMultiplicative
	precMatch
	precIn
)

// binaryPrecedence gives the level of each binary operator token (zero
// for tokens that are not binary operators).
var binaryPrecedence = [...]uint8{
	tOr:           precOr,
	tAnd:          precAnd,
	tQmark:        precSelector,
	tLess:         precCompare,
	tLessEqual:    precCompare,
	tGreater:      precCompare,
	tGreaterEqual: precCompare,
	tIsEqual:      precEquality,
	tNotEqual:     precEquality,
	tLShift:       precShift,
	tRShift:       precShift,
	tPlus:         precAdditive,
	tMinus:        precAdditive,
	tTimes:        precMultiplicative,
	tDiv:          precMultiplicative,
	tModulo:       precMultiplicative,
	tMatch:        precMatch,
	tNoMatch:      precMatch,
	tIn:           precIn,
}

// precedenceOf returns the binary precedence of a token kind.
func precedenceOf(k tokenKind) int {
	if int(k) < len(binaryPrecedence) {
		return int(binaryPrecedence[k])
	}
	return precNone
}

// binaryOps maps operator tokens to the AST operator.
var binaryOps = [...]Op{
	tPlus: OpPlus, tMinus: OpMinus, tTimes: OpMultiply, tDiv: OpDivide, tModulo: OpModulo,
	tLShift: OpLeftShift, tRShift: OpRightShift, tIsEqual: OpEqual, tNotEqual: OpNotEqual,
	tLess: OpLess, tLessEqual: OpLessEqual, tGreater: OpGreater, tGreaterEqual: OpGreaterEqual,
	tMatch: OpMatch, tNoMatch: OpNotMatch, tInEdge: OpInEdge, tInEdgeSub: OpInEdgeSub,
	tOutEdge: OpOutEdge, tOutEdgeSub: OpOutEdgeSub,
}
