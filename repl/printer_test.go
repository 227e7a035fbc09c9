package repl

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"prepl/lang"
	"prepl/types"
)

var sgr = regexp.MustCompile(`\x1b\[[0-9;]*m`)

// TestPrinterErrorStack: the Go stack of an internal error is printed
// only in debug mode; otherwise a hint says how to see it.
func TestPrinterErrorStack(t *testing.T) {
	e := &lang.Error{Kind: "InternalError", Message: "Internal error: boom", Stack: "goroutine 1 [running]:\nmain.main()\n"}
	var out bytes.Buffer
	(&printer{err: &out}).error(e)
	assert.Equal(t, "Error: Internal error: boom\n(a defect in prepl: --debug shows where it happened)\n", out.String())
	out.Reset()
	(&printer{err: &out, debug: true}).error(e)
	assert.Equal(t, "Error: Internal error: boom\ngoroutine 1 [running]:\nmain.main()\n", out.String())
}

// TestPrinterErrorLongLine: an error in a very long line quotes only the
// part around the caret.
func TestPrinterErrorLongLine(t *testing.T) {
	line := strings.Repeat("1 + ", 2_500_000) + "$nope"
	e := &lang.Error{Kind: "EvaluationError", Message: "Evaluation Error: Unknown variable: '$nope'.", Line: 1, Column: len(line) - 4, SourceLine: line}
	var out bytes.Buffer
	(&printer{err: &out}).error(e)
	assert.Less(t, out.Len(), 1000)
	lines := strings.Split(out.String(), "\n")
	assert.True(t, strings.HasSuffix(lines[1], "+ $nope"), lines[1])
	assert.Equal(t, len([]rune(lines[1]))-5, len(lines[2])-1, "the caret is under the $")
}

func TestPrinterError(t *testing.T) {
	e := &lang.Error{Kind: "EvaluationError", Message: "Evaluation Error: boom", File: "<input 2>", Line: 1, Column: 4, SourceLine: "1 + $x"}
	tests := []struct {
		name  string
		err   *lang.Error
		color bool
		want  string
	}{
		{"with the offending line", e, false,
			"Error: Evaluation Error: boom (file: <input 2>, line: 1, column: 4)\n  1 + $x\n     ^\n"},
		{"without a position", &lang.Error{Kind: "CommandError", Message: "Unknown command"}, false,
			"Error: Unknown command\n"},
		{"interrupted", &lang.Error{Kind: "Interrupted", Message: "Interrupted", Line: 3, Column: 1, SourceLine: "loop()"}, false,
			"Interrupted (line: 3, column: 1)\n  loop()\n  ^\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			(&printer{err: &out, color: tt.color}).error(tt.err)
			assert.Equal(t, tt.want, out.String())
		})
	}
	var colored bytes.Buffer
	(&printer{err: &colored, color: true}).error(e)
	assert.Equal(t, "Error: Evaluation Error: boom (file: <input 2>, line: 1, column: 4)\n  1 + $x\n     ^\n",
		sgr.ReplaceAllString(colored.String(), ""), "colour changes nothing but the colour")
	assert.Equal(t, "\x1b[31;1mError: Evaluation Error: boom (file: <input 2>, line: 1, column: 4)\x1b[0;22m\n  1 + $x\n     \x1b[31;1m^\x1b[0;22m\n",
		colored.String())
}

func TestPrinterLog(t *testing.T) {
	tests := []struct {
		level lang.LogLevel
		color bool
		want  string
	}{
		{lang.LogDebug, false, "Debug: m\n"},
		{lang.LogInfo, false, "Info: m\n"},
		{lang.LogNotice, false, "Notice: m\n"},
		{lang.LogWarning, false, "Warning: m\n"},
		{lang.LogErr, false, "Error: m\n"},
		{lang.LogInfo, true, "\x1b[32mInfo: m\x1b[0m\n"},
		{lang.LogNotice, true, "Notice: m\n"},
		{lang.LogWarning, true, "\x1b[31;1mWarning: m\x1b[0;22m\n"},
		{lang.LogCrit, true, "\x1b[31;1mCritical: m\x1b[0;22m\n"},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		(&printer{out: &out, color: tt.color}).log(tt.level, "m")
		assert.Equal(t, tt.want, out.String(), "%s colour=%v", tt.level, tt.color)
	}
}

func TestPrinterValueWidth(t *testing.T) {
	var vs []types.Value
	for i := 0; i < 30; i++ {
		vs = append(vs, types.String("element"))
	}
	long := types.NewArray(vs)
	s := lang.NewSession(lang.Options{})
	for _, width := range []int{40, 80, 200} {
		var out bytes.Buffer
		(&printer{out: &out, width: func() int { return width }}).value(s.Shown(long))
		for _, line := range strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n") {
			assert.LessOrEqual(t, len(line), width, "width %d: %q", width, line)
		}
	}
	var narrow bytes.Buffer
	(&printer{out: &narrow, width: func() int { return 10 }}).value(s.Shown(types.NewArray([]types.Value{types.Int(1)})))
	assert.Equal(t, "=> [1]\n", narrow.String(), "a width too small to use falls back to the default")
}

func TestPrinterResultTime(t *testing.T) {
	s := lang.NewSession(lang.Options{})
	var out bytes.Buffer
	(&printer{out: &out, width: func() int { return 0 }}).outcome(lang.Outcome{Value: s.Shown(types.Int(1)), Duration: 1500 * time.Microsecond, ShowTime: true})
	assert.Equal(t, "=> 1\n(1.5ms)\n", out.String())
}

func TestFormatDuration(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{1234567 * time.Nanosecond, "1.23ms"},
		{2*time.Second + 345678*time.Microsecond, "2.346s"},
		{123456 * time.Nanosecond, "123.5µs"},
		{80 * time.Nanosecond, "100ns"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, lang.FormatDuration(tt.d))
	}
}

func TestPrinterFitsCommandOutputToWidth(t *testing.T) {
	p := &printer{width: func() int { return 30 }}
	table := &lang.Display{Text: "name   value\n$short 1\n$long  " + strings.Repeat("x", 40)}
	assert.Equal(t, "name   value\n$short 1\n$long  "+strings.Repeat("x", 22)+"…", p.fit(table))
	doc := &lang.Display{Text: "title\n  one two three four five six seven eight nine", Pager: true}
	assert.Equal(t, "title\n  one two three four five six\n  seven eight nine", p.fit(doc))
	narrow := &printer{width: func() int { return 0 }}
	assert.Equal(t, table.Text, narrow.fit(table), "no width known: unchanged")
}
