package lang

import (
	"strings"

	"prepl/display"
	"prepl/internal/ruby/rubyfmt"
	"prepl/types"
)

// LogLine is one log message with its level.
type LogLine struct {
	Level LogLevel
	Text  string
}

// parameterFormats is the format map Puppet's agent shows property values
// with in its change messages (StringConverter's parameter format).
var parameterFormats = func() *types.Hash {
	var kv []types.Value
	for _, e := range [][2]string{
		{"Float", "%f"}, {"Numeric", "%d"}, {"String", "%p"}, {"Collection", "%#p"}, {"Any", "%s"},
	} {
		t, _ := types.TypeByName(e[0])
		kv = append(kv, t, types.String(e[1]))
	}
	return types.HashOf(kv...)
}()

// NotifyMessages returns what `puppet apply` logs when it applies the
// catalog's notify resources, in the order it applies them: each
// message at the resource's loglevel, then the change it made
// ("/Stage[main]/Main/Notify[x]/message: defined 'message' as 'x'").
// Script mode compiles without applying; this is its view of the one
// resource type whose whole effect is a log line.
func (s *Session) NotifyMessages() []LogLine {
	s.mu.Lock()
	defer s.mu.Unlock()
	v := s.ev.Catalog()
	var out []LogLine
	for _, r := range v.ApplyOrder() {
		if r.Type != "Notify" {
			continue
		}
		msg, ok := r.Get("message")
		if !ok || types.IsUndef(msg) {
			msg = types.String(r.Title)
		}
		if a, isArray := msg.(*types.Array); isArray && a.Len() > 0 {
			// message is a property: its value is the first of those given.
			msg = a.At(0)
		}
		level := LogNotice
		if l, ok := r.Get("loglevel"); ok {
			if named, known := LogLevelNamed(strings.ToLower(formatDefault(l))); known {
				level = named
			}
		}
		shown, err := display.FormatValue(msg, parameterFormats)
		if err != nil {
			shown = formatDefault(msg)
		}
		if noop, ok := r.Get("noop"); ok && types.IsTruthy(noop) {
			out = append(out, LogLine{level, v.ContainerPath(r) + "/message: current_value 'absent', should be " + shown + " (noop)"})
			continue
		}
		out = append(out,
			LogLine{level, rubyToS(msg)},
			LogLine{level, v.ContainerPath(r) + "/message: defined 'message' as " + shown})
	}
	return out
}

// rubyToS is a value as Ruby's to_s shows it once Puppet has handed it to
// Ruby: strings bare, floats as Ruby prints them, arrays and hashes in
// their inspect form.
func rubyToS(v types.Value) string {
	switch x := v.(type) {
	case types.Float:
		return rubyfmt.FloatToS(float64(x))
	case *types.Array, *types.Hash:
		if s, err := display.RubyInspect(v); err == nil {
			return s
		}
	}
	return formatDefault(v)
}

// formatDefault is String(v). Only producing an iterator's values can
// make it fail, and resource attributes hold no iterators; should one
// fail all the same, v is shown as notice() shows it.
func formatDefault(v types.Value) string {
	s, err := display.FormatDefault(v)
	if err != nil {
		return display.ToString(v)
	}
	return s
}
