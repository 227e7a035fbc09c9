package check

import (
	"errors"
	"prepl/types/quote"
	"strings"

	"prepl/display"
	"prepl/lang/catalog"
	"prepl/lang/eval"
	"prepl/types"
)

// The check functions. Each takes an optional hint last, records one
// result and returns whether it passed.
func init() {
	hint := eval.Param{Name: "hint", Type: "String", Optional: true}
	ref := "Variant[String[1], Type[CatalogEntry]]"
	eval.Register(
		checkFunction("check::that",
			"Checks a condition the teacher states in words: check::that('the list is sorted', $list == sort($list), 'Try sort().'). Passes when the condition is true.",
			[]eval.Param{{Name: "what", Type: "String[1]"}, {Name: "passed", Type: "Boolean"}, hint}, checkThat),
		checkFunction("check::value",
			"Checks a value: check::value('size_label(5)', size_label(5), 'small'). The expected value must equal the found one exactly (same type, case-sensitive strings); an expected type must match it (check::value('$port', $port, Integer[1, 65535])).",
			[]eval.Param{{Name: "what", Type: "String[1]"}, {Name: "found", Type: "Any"}, {Name: "expected", Type: "Any"}, hint}, checkValue),
		checkFunction("check::variable",
			"Checks a variable by name, so a variable that is not set is reported instead of being an error: check::variable('greeting', 'Hello!') or check::variable('ntp::servers', Array[String, 1]). The value must equal the expected one exactly, or match an expected type.",
			[]eval.Param{{Name: "name", Type: "Pattern[/\\A\\$?(::)?[a-z_][\\w]*(::[a-z_][\\w]*)*\\z/]"}, {Name: "expected", Type: "Any"}, hint}, checkVariable),
		checkFunction("check::resource",
			"Checks that the catalog holds a resource, and that its attributes have the given values (or match the given types): check::resource(File['/etc/motd'], { 'ensure' => 'file', 'content' => String }).",
			[]eval.Param{{Name: "resource", Type: ref}, {Name: "attributes", Type: "Hash[String[1], Any]", Optional: true}, hint}, checkResource),
		checkFunction("check::class",
			"Checks that a class is in the catalog (declared with include, contain, require or class { ... }): check::class('ntp').",
			[]eval.Param{{Name: "class", Type: "Variant[String[1], Type[Class]]"}, hint}, checkClass),
		checkFunction("check::before",
			"Checks that the catalog applies one resource before another: an ordering (->, ~>, before, require, notify, subscribe) leads from the first to the second, directly or through the classes that contain them: check::before(Package['nginx'], Service['nginx']).",
			[]eval.Param{{Name: "first", Type: ref}, {Name: "second", Type: ref}, hint}, checkBefore),
		checkFunction("check::notifies",
			"Checks that a change to one resource refreshes another: a notify edge (~>, notify, subscribe) leads from the first, or a class containing it, to the second, or a class containing it: check::notifies(File['/etc/ntp.conf'], Service['ntp']).",
			[]eval.Param{{Name: "source", Type: ref}, {Name: "target", Type: ref}, hint}, checkNotifies),
	)
	eval.Register(
		blockCheck("check::output",
			"Runs the block and checks what it logs (notice, warning, ...): each expected message (a string equal to a logged message, or a regexp matching one) must be logged, in order. What the block logs is not shown otherwise: check::output('greet() says hello', 'Hello, Ada!') || { greet('Ada') }.",
			[]eval.Param{{Name: "what", Type: "String[1]"}, {Name: "expected", Type: "Variant[String, Regexp, Array[Variant[String, Regexp], 1]]"}, hint}, checkOutput),
		blockCheck("check::fails",
			"Runs the block and checks that it fails with an error whose message contains the expected text (or matches the expected regexp); the error is not shown otherwise: check::fails('a negative port is refused', 'expects') || { port(-1) }.",
			[]eval.Param{{Name: "what", Type: "String[1]"}, {Name: "expected", Type: "Variant[String, Regexp]"}, hint}, checkFails),
	)
}

// checkFunction is a check function without a block.
func checkFunction(name, doc string, params []eval.Param, run func(c *eval.Call, args []types.Value) Result) *eval.Function {
	return &eval.Function{
		Name: name, Doc: doc, Library: "prepl",
		Signatures: []*eval.Signature{{
			Params:  params,
			Returns: "Boolean",
			Call: func(c *eval.Call, args []types.Value, _ *eval.Lambda) (types.Value, error) {
				return record(c, run(c, args), hintArg(args, len(params)-1))
			},
		}},
	}
}

// blockCheck is a check function that runs a block; the block's errors
// other than what it checks (an interruption, a limit) stop the input.
func blockCheck(name, doc string, params []eval.Param, run func(c *eval.Call, args []types.Value, block *eval.Lambda) (Result, error)) *eval.Function {
	return &eval.Function{
		Name: name, Doc: doc, Library: "prepl",
		Signatures: []*eval.Signature{{
			Params:  params,
			Block:   &eval.BlockParam{Name: "block", Type: "Callable[0, 0]"},
			Returns: "Boolean",
			Call: func(c *eval.Call, args []types.Value, block *eval.Lambda) (types.Value, error) {
				res, err := run(c, args, block)
				if err != nil {
					return nil, err
				}
				return record(c, res, hintArg(args, len(params)-1))
			},
		}},
	}
}

// hintArg returns the hint argument at index i, "" when not given.
func hintArg(args []types.Value, i int) string {
	if i < len(args) {
		if s, ok := args[i].(types.String); ok {
			return string(s)
		}
	}
	return ""
}

// record hands a result to the input's recorder, or logs it when the
// evaluation has none, and returns whether it passed.
func record(c *eval.Call, res Result, hint string) (types.Value, error) {
	if !res.Passed {
		res.Hint = hint
	}
	if r := recorderFrom(c.Context()); r != nil {
		r.add(res)
	} else if res.Passed {
		c.Log(eval.LogNotice, res.Line())
	} else {
		msg := res.Line() + " — expected " + res.Expected + ", found " + res.Found
		if res.Hint != "" {
			msg += "; hint: " + res.Hint
		}
		c.Log(eval.LogErr, msg)
	}
	return types.Bool(res.Passed), nil
}

// show renders a value as Puppet code writes it, on one line.
func show(v types.Value) string {
	return display.Show(v, display.Options{Width: 1 << 20})
}

// withType shows a found value with its type, which tells a learner why
// 8080 is not '8080': "'8080' (a String)".
func withType(v types.Value) string {
	if types.IsUndef(v) {
		return "undef"
	}
	t := types.Generalize(types.Infer(v)).String()
	return show(v) + " (" + article(t) + " " + t + ")"
}

// expectation compares a found value with an expected value or type and
// returns the phrases of the result: "is 8080" / "should be 8080", and
// what was expected.
func expectation(found, expected types.Value) (ok bool, is, should, want string) {
	if t, isType := expected.(types.Type); isType {
		name := t.String()
		return types.IsInstance(t, found), "is " + article(name) + " " + name, "should be " + article(name) + " " + name,
			"a value of type " + name
	}
	want = show(expected)
	return Identical(found, expected), "is " + want, "should be " + want, want
}

// Identical reports whether two values are the same as a teacher means
// it: equal and of the same type (37 is not 37.0, 'Yes' is not 'yes'),
// throughout arrays and hashes, whose key order does not matter. That is
// Ruby's eql?, the equality of hash keys.
func Identical(a, b types.Value) bool {
	return types.HashKey(a) == types.HashKey(b)
}

func checkThat(_ *eval.Call, args []types.Value) Result {
	what := string(args[0].(types.String))
	passed := bool(args[1].(types.Bool))
	return Result{Passed: passed, Verified: what, Wanted: what, Expected: "true", Found: "false"}
}

func checkValue(_ *eval.Call, args []types.Value) Result {
	what, found, expected := string(args[0].(types.String)), args[1], args[2]
	ok, is, should, want := expectation(found, expected)
	return Result{Passed: ok, Verified: what + " " + is, Wanted: what + " " + should, Expected: want, Found: withType(found)}
}

func checkVariable(c *eval.Call, args []types.Value) Result {
	name := strings.TrimPrefix(strings.TrimPrefix(string(args[0].(types.String)), "$"), "::")
	what := "$" + name
	found, set, err := c.LookupVariable(name)
	ok, is, should, want := expectation(found, args[1])
	res := Result{Passed: set && err == nil && ok, Verified: what + " " + is, Wanted: what + " " + should, Expected: want}
	switch {
	case err != nil:
		res.Found = err.Error()
	case !set:
		res.Found = "no such variable: " + what + " is not set (run the cell that sets it first)"
	default:
		res.Found = withType(found)
	}
	return res
}

// resolve finds the resource a reference argument names in the catalog.
// It returns the reference as code for messages (even when the catalog
// does not hold it).
func resolve(cat *catalog.View, ref types.Value) (*catalog.Resource, string) {
	if s, ok := ref.(types.String); ok {
		ref = types.String(unquoteTitle(string(s)))
	}
	if r, ok := cat.FindRef(ref); ok {
		return r, r.Code()
	}
	if s, ok := ref.(types.String); ok {
		typ, title, _ := strings.Cut(strings.TrimSuffix(string(s), "]"), "[")
		if strings.EqualFold(typ, "class") {
			return nil, "Class[" + quote.Single(strings.ToLower(title)) + "]"
		}
		return nil, types.CapitalizeSegments(typ) + "[" + quote.Single(title) + "]"
	}
	return nil, show(ref)
}

// unquoteTitle removes quotes around the title of a reference written
// as a string: "File['/etc/motd']" names File[/etc/motd].
func unquoteTitle(s string) string {
	i := strings.IndexByte(s, '[')
	if i < 0 || !strings.HasSuffix(s, "]") {
		return s
	}
	title := s[i+1 : len(s)-1]
	if len(title) >= 2 && (title[0] == '\'' || title[0] == '"') && title[len(title)-1] == title[0] {
		title = title[1 : len(title)-1]
	}
	return s[:i+1] + title + "]"
}

// missing is the Found of a check whose resource is not in the catalog:
// what the catalog has of that type instead.
func missing(cat *catalog.View, code string) string {
	typ, _, _ := strings.Cut(code, "[")
	var others []string
	for _, r := range cat.Resources {
		if r.Type == typ && !(typ == "Class" && (r.Title == "main" || r.Title == "Settings")) {
			others = append(others, r.Code())
		}
	}
	if len(others) == 0 {
		return "no " + typ + " resource in the catalog"
	}
	const most = 6
	if len(others) > most {
		others = append(others[:most], "...")
	}
	return "not in the catalog, which has " + strings.Join(others, ", ")
}

func checkResource(c *eval.Call, args []types.Value) Result {
	cat := c.Evaluator().Catalog()
	r, code := resolve(cat, args[0])
	var attrs *types.Hash
	if len(args) > 1 {
		attrs, _ = args[1].(*types.Hash)
	}
	var pairs []string
	if attrs != nil {
		for _, e := range attrs.Entries() {
			pairs = append(pairs, display.ToString(e.Key)+" => "+show(e.Value))
		}
	}
	with := ""
	if len(pairs) > 0 {
		with = " with " + strings.Join(pairs, ", ")
	}
	res := Result{Verified: code + " is in the catalog" + with, Wanted: code + " should be in the catalog" + with}
	if r == nil {
		res.Expected, res.Found = code, missing(cat, code)
		return res
	}
	var want, got []string
	if attrs != nil {
		for _, e := range attrs.Entries() {
			name := display.ToString(e.Key)
			v, set := r.Get(name)
			if !set {
				v = types.Undef
			}
			if ok, _, _, expected := expectation(v, e.Value); !ok {
				want = append(want, name+" => "+expected)
				if set {
					got = append(got, name+" => "+withType(v))
				} else {
					got = append(got, name+" is not set")
				}
			}
		}
	}
	if len(want) > 0 {
		res.Expected, res.Found = strings.Join(want, ", "), strings.Join(got, ", ")
		return res
	}
	res.Passed = true
	return res
}

func checkClass(c *eval.Call, args []types.Value) Result {
	name := ""
	switch x := args[0].(type) {
	case types.String:
		name = string(x)
	case *types.ClassType:
		name = x.ClassName()
	}
	name = strings.ToLower(strings.TrimPrefix(name, "::"))
	res := Result{Verified: "class " + name + " is in the catalog", Wanted: "class " + name + " should be in the catalog",
		Expected: "include " + name + " (or contain, require, class { '" + name + "': })"}
	cat := c.Evaluator().Catalog()
	var declared []string
	for _, cl := range cat.Classes {
		if strings.EqualFold(cl, name) {
			res.Passed = true
			return res
		}
		if cl != "settings" && cl != "main" {
			declared = append(declared, cl)
		}
	}
	res.Found = "class " + name + " is not declared"
	if len(declared) > 0 {
		res.Found += "; the catalog has " + strings.Join(declared, ", ")
	}
	return res
}

// relation checks a relation between two resources of the catalog:
// holds tells whether it holds, verb and should word it ("comes before",
// "should come before").
func relation(c *eval.Call, args []types.Value, holds func(cat *catalog.View, a, b *catalog.Resource) bool, verb, should, expected string) Result {
	cat := c.Evaluator().Catalog()
	a, codeA := resolve(cat, args[0])
	b, codeB := resolve(cat, args[1])
	res := Result{Verified: codeA + " " + verb + " " + codeB, Wanted: codeA + " " + should + " " + codeB, Expected: expected}
	switch {
	case a == nil:
		res.Found = codeA + " is " + missing(cat, codeA)
	case b == nil:
		res.Found = codeB + " is " + missing(cat, codeB)
	case holds(cat, a, b):
		res.Passed = true
	case cat.Orders(b, a):
		res.Found = "the ordering goes the other way: " + codeB + " comes before " + codeA
	case cat.Orders(a, b):
		res.Found = codeA + " comes before " + codeB + ", but a change to it notifies nothing"
	default:
		res.Found = "nothing orders the two"
	}
	return res
}

func checkBefore(c *eval.Call, args []types.Value) Result {
	return relation(c, args, (*catalog.View).Orders, "comes before", "should come before",
		"an ordering from the first to the second (->, before, require, or ~>, notify, subscribe), between them or the classes that contain them")
}

func checkNotifies(c *eval.Call, args []types.Value) Result {
	return relation(c, args, (*catalog.View).Refreshes, "notifies", "should notify",
		"a notification from the first to the second (~>, notify or subscribe), between them or the classes that contain them")
}

// matches reports whether a logged message (without its level) is what
// a string (exactly) or a regexp (anywhere in it) expects.
func matches(expected types.Value, msg string) (bool, error) {
	if re, ok := expected.(*types.Regexp); ok {
		return re.Compiled().MatchString(msg)
	}
	return msg == string(expected.(types.String)), nil
}

func checkOutput(c *eval.Call, args []types.Value, block *eval.Lambda) (Result, error) {
	what := string(args[0].(types.String))
	expected := []types.Value{args[1]}
	if a, ok := args[1].(*types.Array); ok {
		expected = a.Elements()
	}
	wants := make([]string, len(expected))
	for i, e := range expected {
		wants[i] = show(e)
	}
	want := strings.Join(wants, ", then ")
	res := Result{Verified: what + ": logs " + want, Wanted: what + ": should log " + want, Expected: want}
	logged, err := runCapturing(c, block)
	if err != nil {
		if !failure(err) {
			return Result{}, err
		}
		res.Found = "an error: " + message(err)
		return res, nil
	}
	next := 0
	for _, line := range logged {
		if next == len(expected) {
			break
		}
		_, msg, _ := strings.Cut(line, ": ")
		ok, err := matches(expected[next], msg)
		if err != nil {
			return Result{}, err
		}
		if ok {
			next++
		}
	}
	switch {
	case next == len(expected):
		res.Passed = true
	case len(logged) == 0:
		res.Found = "nothing was logged"
	default:
		res.Found = strings.Join(logged, " | ")
	}
	return res, nil
}

func checkFails(c *eval.Call, args []types.Value, block *eval.Lambda) (Result, error) {
	what := string(args[0].(types.String))
	want := "an error containing " + show(args[1])
	if _, ok := args[1].(*types.Regexp); ok {
		want = "an error matching " + show(args[1])
	}
	res := Result{Verified: what + ": fails with " + want, Wanted: what + ": should fail with " + want, Expected: want}
	_, err := runCapturing(c, block)
	if err == nil {
		res.Found = "no error"
		return res, nil
	}
	if !failure(err) {
		return Result{}, err
	}
	msg := message(err)
	var ok bool
	if re, isRe := args[1].(*types.Regexp); isRe {
		ok, err = re.Compiled().MatchString(msg)
		if err != nil {
			return Result{}, err
		}
	} else {
		ok = strings.Contains(msg, string(args[1].(types.String)))
	}
	res.Passed, res.Found = ok, "an error: "+msg
	return res, nil
}

// runCapturing calls a check's block and returns what it logged, which
// the front end does not see (without a recorder it does, and nothing
// is returned).
func runCapturing(c *eval.Call, block *eval.Lambda) ([]string, error) {
	r := recorderFrom(c.Context())
	if r == nil {
		_, err := c.CallLambda(block)
		return nil, err
	}
	var logged []string
	stop := r.capturing(&logged)
	defer stop()
	_, err := c.CallLambda(block)
	return logged, err
}

// failure reports whether err is an evaluation error a check may catch:
// not an interruption, a time or memory limit, or a defect.
func failure(err error) bool {
	var e *eval.Error
	return errors.As(err, &e) && (e.Kind == eval.EvaluationError || e.Kind == eval.TypeMismatchError)
}

// message is an evaluation error's message without its position.
func message(err error) string {
	var e *eval.Error
	if errors.As(err, &e) {
		return e.Msg
	}
	return err.Error()
}
