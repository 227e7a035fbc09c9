package lang

// typeDocs describes every built-in type: how it is parameterized and
// what it means. `:doc`, `:types`, Jupyter inspection and completion show
// these texts.
var typeDocs = map[string]typeDoc{
	"Any":          {"Any", "Every value, including undef. An untyped parameter is Any."},
	"Array":        {"Array[T, min, max]", "An array whose elements are all instances of T (default Any), optionally with a size range. Array[0, 0] is the empty array."},
	"Binary":       {"Binary", "A sequence of bytes, created with Binary.new from a base64 string or an array of byte values."},
	"Boolean":      {"Boolean", "The values true and false."},
	"Callable":     {"Callable[params..., min, max, block]", "Something that can be called: a lambda or a function. The parameters describe the argument types and counts it accepts."},
	"CatalogEntry": {"CatalogEntry", "Anything that can be in a catalog: the common supertype of Resource and Class."},
	"Class":        {"Class[name]", "A reference to a host class (Class[apache]); unparameterized, any class. Class[x][param] reads a parameter of a declared class."},
	"Collection":   {"Collection[min, max]", "An Array or a Hash, optionally with a size range."},
	"Data":         {"Data", "Anything representable in JSON: ScalarData, undef, arrays of Data and hashes with string keys and Data values."},
	"Deferred":     {"Deferred[name, arguments]", "A call of a function postponed to when a catalog is applied on the agent; Deferred('f', [args]) builds one."},
	"Default":      {"Default", "The value default, used to ask for default behaviour (in case, selectors, resource bodies, type parameters)."},
	"Enum":         {"Enum[strings...]", "Strings equal to one of the given strings (stored sorted and unique). An Enum type can be iterated."},
	"Float":        {"Float[from, to]", "Floating point numbers, optionally within an inclusive range (default means unbounded)."},
	"Hash":         {"Hash[K, V, min, max]", "A hash whose keys are instances of K and values of V, optionally with a size range. Hash[0, 0] is the empty hash."},
	"Init":         {"Init[T, args...]", "The values that T.new can turn into a T, optionally with extra arguments for new."},
	"Integer":      {"Integer[from, to]", "64-bit integers, optionally within an inclusive range. A bounded Integer type can be iterated: Integer[1, 3].each |$i| { ... }."},
	"Iterable":     {"Iterable[T]", "Anything that can be iterated, producing values of T: arrays, hashes, strings, integers, Integer ranges, Enum types and iterators."},
	"Iterator":     {"Iterator[T]", "A lazy sequence, such as the result of reverse_each or step without a block. Use Array(...) or a splat to collect it."},
	"NotUndef":     {"NotUndef[T]", "Instances of T (default Any) except undef."},
	"Numeric":      {"Numeric", "Integers and floats."},
	"Object":       {"Object[{name => ..., attributes => {...}}]", "A user-defined object type with named, typed attributes (an experimental part of Puppet's type system)."},
	"TypeSet":      {"TypeSet[{...}]", "A named set of object types and aliases (an experimental part of Puppet's type system)."},
	"URI":          {"URI[parts]", "Uniform resource identifiers, optionally restricted by scheme, host, path and so on."},
	"Error":        {"Error", "The type of error values, with a message, a kind and details."},
	"Unit":         {"Unit", "A type every value is an instance of and that every type is assignable to; used internally for 'no constraint'."},
	"Optional":     {"Optional[T]", "An instance of T, or undef. Optional[T] is the same type as Variant[T, Undef]."},
	"Pattern":      {"Pattern[regexps...]", "Strings that match at least one of the given regular expressions. Unparameterized, every string."},
	"Regexp":       {"Regexp[pattern]", "Regular expressions; parameterized, the one regular expression with that pattern."},
	"Resource":     {"Resource[type, title]", "A resource reference: Resource[File] is the type File, Resource[File, '/tmp/x'] (or File['/tmp/x']) one resource."},
	"RichData":     {"RichData", "Data plus the other values Puppet can serialize: default, types, regexps, SemVer, Timespan, Timestamp, Binary, Sensitive."},
	"RichDataKey":  {"RichDataKey", "The keys a RichData hash may have."},
	"Runtime":      {"Runtime[runtime, name]", "A type of the underlying runtime system (Runtime['ruby', 'Class']); Puppet code rarely needs it."},
	"Scalar":       {"Scalar", "Single values: numbers, strings, booleans, regexps, SemVer, Timespan and Timestamp."},
	"ScalarData":   {"ScalarData", "Single values JSON can represent: Integer, Float, String and Boolean."},
	"SemVer":       {"SemVer[ranges...]", "Semantic versions (1.2.3-rc.1+build), optionally restricted to versions in the given ranges."},
	"SemVerRange":  {"SemVerRange", "Ranges of semantic versions in npm's syntax ('>=1.0.0 <2.0.0', '~1.2', '^1.2.3', '1.x')."},
	"Sensitive":    {"Sensitive[T]", "A wrapper that keeps a value from being shown; it is printed as 'Sensitive [value redacted]'. unwrap gives the value back."},
	"String":       {"String[min, max]", "Strings, optionally with a length range (in characters)."},
	"Struct":       {"Struct[{key => T, ...}]", "Hashes with exactly the given keys and value types; Optional[key] and NotUndef[key] control which keys may be missing."},
	"Timespan":     {"Timespan[from, to]", "Durations with nanosecond precision (printed D-HH:MM:SS.F), optionally within a range."},
	"Timestamp":    {"Timestamp[from, to]", "Points in time with nanosecond precision (printed YYYY-MM-DDTHH:MM:SS.NNNNNNNNN UTC), optionally within a range."},
	"Tuple":        {"Tuple[T1, T2, ..., min, max]", "Arrays whose elements match the given types position by position; min and max let the last type repeat or trailing ones be left out."},
	"Type":         {"Type[T]", "The type of types: Type[Integer] is the type of Integer and of its parameterizations."},
	"Undef":        {"Undef", "The value undef: no value."},
	"Variant":      {"Variant[T...]", "An instance of any of the given types."},
}

// typeDoc is the documentation of one type.
type typeDoc struct {
	Synopsis    string
	Description string
}

// keywordDocs describes the language's keywords.
var keywordDocs = map[string]string{
	"and":      "Logical and: true when both operands are truthy; the right operand is only evaluated when needed.",
	"or":       "Logical or: true when either operand is truthy; the right operand is only evaluated when needed.",
	"in":       "x in y: whether x is a substring of the string y, an element of the array y, or a key of the hash y (types and regexps match).",
	"if":       "if test { ... } elsif test { ... } else { ... }: evaluates the first block whose test is truthy; its value is the block's last value.",
	"elsif":    "An additional test of an if expression.",
	"else":     "The branch of an if, unless or case-like expression taken when no test holds.",
	"unless":   "unless test { ... } else { ... }: the block runs when the test is not truthy.",
	"case":     "case value { option, option: { ... } default: { ... } }: runs the block of the first matching option (==, regexp, type, array and hash patterns).",
	"default":  "The value default: the fallback option of case and selectors, and 'use the default' in type parameters and resource bodies.",
	"undef":    "The value undef (no value).",
	"true":     "The Boolean true.",
	"false":    "The Boolean false.",
	"function": "function name(Type $param, ...) >> ReturnType { body }: defines a function written in Puppet.",
	"type":     "type Name = TypeExpression: defines a type alias (aliases may be recursive).",
	"class":    "class name(params) inherits parent { body }: defines a class; include or class { 'name': } declares it.",
	"define":   "define name(params) { body }: defines a resource type whose instances are evaluated after the main code.",
	"node":     "node 'name', /regexp/, default { body }: code for the node whose name matches.",
	"inherits": "Makes a class inherit another: the parent is evaluated first and its variables are visible.",
	"import":   "No longer supported (use modules and include).",
	"private":  "Reserved word.",
	"attr":     "Reserved word.",
}
