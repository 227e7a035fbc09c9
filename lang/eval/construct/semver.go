package construct

import (
	"prepl/types"
)

// semVerConstructor is SemVer.new: from a version string, from major,
// minor, patch (and prerelease and build), or from a hash of those.
var semVerConstructor = &sigConstructor{
	name: "new_Version",
	local: []string{
		"PositiveInteger = Integer[0, default]",
		`SemVerQualifier = Pattern[/\A[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*\Z/]`,
		`SemVerPattern = Pattern[/\A(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?\Z/]`,
		"SemVerHash = Struct[{major => PositiveInteger, minor => PositiveInteger, patch => PositiveInteger, " +
			"Optional[prerelease] => SemVerQualifier, Optional[build] => SemVerQualifier}]",
	},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("str", "SemVerPattern")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return types.ParseSemVer(string(args[0].(types.String)))
			},
		},
		{
			params: []ctorParam{
				reqParam("major", "PositiveInteger"), reqParam("minor", "PositiveInteger"), reqParam("patch", "PositiveInteger"),
				optionalParam("prerelease", "SemVerQualifier"), optionalParam("build", "SemVerQualifier"),
			},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return newSemVer(args[0], args[1], args[2], argAt(args, 3), argAt(args, 4))
			},
		},
		{
			params: []ctorParam{reqParam("hash_args", "SemVerHash")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				return newSemVer(hashArg(h, "major"), hashArg(h, "minor"), hashArg(h, "patch"), hashArg(h, "prerelease"), hashArg(h, "build"))
			},
		},
	},
	mismatch: []*ctorSig{{
		params: []ctorParam{reqParam("str", "String")},
		explain: func(_ *sigConstructor, _ Caller, args []types.Value) (string, error) {
			return "The string '" + string(args[0].(types.String)) + "' cannot be converted to a SemVer", nil
		},
	}},
}

// newSemVer builds a version from its parts; prerelease and build may be
// nil.
func newSemVer(major, minor, patch, prerelease, build types.Value) (types.Value, error) {
	pre, _ := prerelease.(types.String)
	b, _ := build.(types.String)
	return types.NewSemVer(int64(major.(types.Int)), int64(minor.(types.Int)), int64(patch.(types.Int)), string(pre), string(b))
}

// semVerRangeConstructor is SemVerRange.new: from a range string, from
// the lowest and highest version (default for no limit) and whether the
// highest is excluded, or from a hash of those.
var semVerRangeConstructor = &sigConstructor{
	name: "new_VersionRange",
	local: []string{
		"SemVerRangeString = String[1]",
		"SemVerRangeHash = Struct[{min => Variant[Default, SemVer], Optional[max] => Variant[Default, SemVer], Optional[exclude_max] => Boolean}]",
	},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("str", "SemVerRangeString")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return types.ParseSemVerRange(string(args[0].(types.String)))
			},
		},
		{
			params: []ctorParam{reqParam("min", "Variant[Default, SemVer]"), reqParam("max", "Variant[Default, SemVer]"), optionalParam("exclude_max", "Boolean")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return newSemVerRange(args[0], args[1], argAt(args, 2)), nil
			},
		},
		{
			params: []ctorParam{reqParam("hash_args", "SemVerRangeHash")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				return newSemVerRange(hashArg(h, "min"), hashArg(h, "max"), hashArg(h, "exclude_max")), nil
			},
		},
	},
}

// newSemVerRange builds the range between two versions; default (or a
// missing max) leaves that end open.
func newSemVerRange(min, max, excludeMax types.Value) *types.SemVerRange {
	lo, _ := min.(*types.SemVer)
	hi, _ := max.(*types.SemVer)
	return types.NewSemVerRange(lo, hi, excludeMax == types.True)
}
