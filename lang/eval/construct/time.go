package construct

import (
	"prepl/types"
)

// timeFormats is the type of the format argument of Timespan.new and
// Timestamp.new: one format or a list tried in turn.
const timeFormats = "Formats = Variant[String[2], Array[String[2], 1]]"

// timespanConstructor is Timespan.new: from seconds, from days, hours,
// minutes, seconds and fractions, from a string and formats (or the
// default formats), or from a hash of either form.
var timespanConstructor = &sigConstructor{
	name:  "new_timespan",
	local: []string{timeFormats},
	sigs: []*ctorSig{
		{
			params: []ctorParam{reqParam("seconds", "Variant[Integer, Float]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				if i, ok := args[0].(types.Int); ok {
					return types.TimespanFromInt(int64(i)), nil
				}
				return types.TimespanFromSeconds(float64(args[0].(types.Float)))
			},
		},
		{
			params: []ctorParam{reqParam("string", "String[1]"), optionalParam("format", "Formats")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return parseTimespan(args[0], argAt(args, 1))
			},
		},
		{
			params: []ctorParam{
				reqParam("days", "Integer"), reqParam("hours", "Integer"), reqParam("minutes", "Integer"), reqParam("seconds", "Integer"),
				optionalParam("milliseconds", "Integer"), optionalParam("microseconds", "Integer"), optionalParam("nanoseconds", "Integer"),
			},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				var parts [7]int64
				for i, a := range args {
					parts[i] = int64(a.(types.Int))
				}
				return types.TimespanFromParts(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts[6])
			},
		},
		{
			params: []ctorParam{reqParam("hash_arg", "Struct[{string => String[1], Optional[format] => Formats}]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				return parseTimespan(hashArg(h, "string"), hashArg(h, "format"))
			},
		},
		{
			params: []ctorParam{reqParam("hash_arg", "Struct[{Optional[negative] => Boolean, Optional[days] => Integer, "+
				"Optional[hours] => Integer, Optional[minutes] => Integer, Optional[seconds] => Integer, "+
				"Optional[milliseconds] => Integer, Optional[microseconds] => Integer, Optional[nanoseconds] => Integer}]")},
			create: timespanFromFieldsHash,
		},
	},
}

// timespanFields are the keys of the fields hash, largest unit first.
var timespanFields = []string{"days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds"}

// timespanFromFieldsHash is Timespan({days => 1, ..., negative => true}).
func timespanFromFieldsHash(_ Caller, args []types.Value) (types.Value, error) {
	h := args[0].(*types.Hash)
	var parts [7]int64
	for i, k := range timespanFields {
		if v, ok := hashArg(h, k).(types.Int); ok {
			parts[i] = int64(v)
		}
	}
	ts, err := types.TimespanFromParts(parts[0], parts[1], parts[2], parts[3], parts[4], parts[5], parts[6])
	if err != nil || hashArg(h, "negative") != types.True {
		return ts, err
	}
	return ts.Neg()
}

// parseTimespan parses a string with a format, a list of formats, or
// (format nil) the default formats.
func parseTimespan(str, format types.Value) (types.Value, error) {
	s := string(str.(types.String))
	switch f := format.(type) {
	case types.String:
		return types.ParseTimespanFormat(s, string(f))
	case *types.Array:
		return types.ParseTimespan(s, stringElements(f))
	}
	return types.ParseTimespan(s, nil)
}

// timestampConstructor is Timestamp.new: now, from seconds since the
// epoch, from a string with formats (or the default formats) and a time
// zone, or from a hash of the string form.
var timestampConstructor = &sigConstructor{
	name:  "new_timestamp",
	local: []string{timeFormats},
	sigs: []*ctorSig{
		{
			create: func(_ Caller, _ []types.Value) (types.Value, error) { return types.Now(), nil },
		},
		{
			params: []ctorParam{reqParam("seconds", "Variant[Integer, Float]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				if i, ok := args[0].(types.Int); ok {
					return types.TimestampFromInt(int64(i)), nil
				}
				return types.TimestampFromSeconds(float64(args[0].(types.Float)))
			},
		},
		{
			params: []ctorParam{reqParam("string", "String[1]"), optionalParam("format", "Formats"), optionalParam("timezone", "String[1]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				return parseTimestamp(args[0], argAt(args, 1), argAt(args, 2))
			},
		},
		{
			params: []ctorParam{reqParam("hash_arg", "Struct[{string => String[1], Optional[format] => Formats, Optional[timezone] => String[1]}]")},
			create: func(_ Caller, args []types.Value) (types.Value, error) {
				h := args[0].(*types.Hash)
				return parseTimestamp(hashArg(h, "string"), hashArg(h, "format"), hashArg(h, "timezone"))
			},
		},
	},
}

// parseTimestamp parses a string with a format, a list of formats or the
// default formats, in a time zone when one is given.
func parseTimestamp(str, format, timezone types.Value) (types.Value, error) {
	s := string(str.(types.String))
	tz := ""
	if z, ok := timezone.(types.String); ok {
		tz = string(z)
	}
	switch f := format.(type) {
	case types.String:
		return types.ParseTimestampFormat(s, string(f), tz)
	case *types.Array:
		return types.ParseTimestamp(s, stringElements(f), tz)
	}
	return types.ParseTimestamp(s, nil, tz)
}

// stringElements returns the elements of an array of strings.
func stringElements(a *types.Array) []string {
	out := make([]string, a.Len())
	for i, v := range a.Elements() {
		out[i] = string(v.(types.String))
	}
	return out
}
