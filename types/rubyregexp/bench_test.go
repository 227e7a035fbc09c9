package rubyregexp

import (
	"fmt"
	"strings"
	"testing"
)

// benchLine is a 200-character log line like those of the case/regexp
// benchmark program.
var benchLine = func() string {
	s := `2024-03-17T09:41:00Z ERROR 10.0.3.44 "GET /api/v2/orders/17" 503 1234ms "Mozilla/5.0 (X11)" `
	for len(s) < 200 {
		s += "x"
	}
	return s[:200]
}()

func benchMatch(b *testing.B, pattern string, wantBT bool) {
	re, err := Compile(pattern)
	if err != nil {
		b.Fatal(err)
	}
	if re.UsesBacktracking() != wantBT {
		b.Fatalf("%s: backtracking = %v", pattern, re.UsesBacktracking())
	}
	b.ReportAllocs()
	for b.Loop() {
		if m, err := re.FindStringSubmatchIndex(benchLine); err != nil || m == nil {
			b.Fatal("no match", err)
		}
	}
}

// BenchmarkSimple: a pattern with captures on a 200-character line (RE2).
func BenchmarkSimple(b *testing.B) { benchMatch(b, `(\d+)ms`, false) }

// BenchmarkCaseInsensitive: the benchmark's (?i:...) selector (RE2).
func BenchmarkCaseInsensitive(b *testing.B) { benchMatch(b, `\s(?i:error)\s`, false) }

// BenchmarkAnchoredDate: the benchmark's ^-anchored date pattern (RE2).
func BenchmarkAnchoredDate(b *testing.B) {
	benchMatch(b, `^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)`, false)
}

// BenchmarkLookaround: look-behind and look-ahead (backtracking engine).
func BenchmarkLookaround(b *testing.B) { benchMatch(b, `(?<=GET )\/api\/v\d(?=\/)`, true) }

// BenchmarkGsubNamed: the benchmark's regsubst(..., '(?<v>v\d)', 'V', 'G').
func BenchmarkGsubNamed(b *testing.B) {
	re, err := Compile(`(?<v>v\d)`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := re.Replace(benchLine, "V", true); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSubGroups: the benchmark's regsubst($l, '10\.0\.(\d+)\.(\d+)',
// 'x.x.\2.\1') over log lines, a replacement with group references.
func BenchmarkSubGroups(b *testing.B) {
	re, err := Compile(`10\.0\.(\d+)\.(\d+)`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range logLines {
			if _, err := re.Replace(l, `x.x.\2.\1`, false); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkGsubAnchoredEachLine: gsub(/^/, '  ') over a multi-line text,
// which searches from every line start with the preceding character as
// context.
func BenchmarkGsubAnchoredEachLine(b *testing.B) {
	re, err := Compile(`^`)
	if err != nil {
		b.Fatal(err)
	}
	text := strings.Repeat(benchLine+"\n", 20)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := re.Replace(text, "  ", true); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompileCached: compiling a pattern already in the cache, as
// regsubst with a string pattern does on every call.
func BenchmarkCompileCached(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Compile(`10\.0\.(\d+)\.(\d+)`); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSplit: split on a regexp with a capture group.
func BenchmarkSplit(b *testing.B) {
	re, err := Compile(`(\s)`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := re.Split(benchLine, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSplitLiteral: split on a literal pattern (`\.`), as
// `$ip.split('\.')` does.
func BenchmarkSplitLiteral(b *testing.B) {
	re, err := Compile(`\.`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if f, err := re.Split("web-12-345.dc1.example.com.10.0.3.44", 0); err != nil || len(f) != 8 {
			b.Fatal(f, err)
		}
	}
}

// BenchmarkSplitWords: split on a run of white space (`\s+`), as a line
// is cut into fields.
func BenchmarkSplitWords(b *testing.B) {
	re, err := Compile(`\s+`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if f, err := re.Split(benchLine, 0); err != nil || len(f) != 10 {
			b.Fatal(f, err)
		}
	}
}

// BenchmarkSplitAroundEquals: split a key = value line around a run of
// white space that may be empty, a literal, and another such run
// (`\s*=\s*`).
func BenchmarkSplitAroundEquals(b *testing.B) {
	re, err := Compile(`\s*=\s*`)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if f, err := re.Split("    listen = 0.0.0.0:8042", 0); err != nil || len(f) != 2 {
			b.Fatal(f, err)
		}
	}
}

// BenchmarkSplitLines: split a 2,000-line text into lines.
func BenchmarkSplitLines(b *testing.B) {
	re, err := Compile("\n")
	if err != nil {
		b.Fatal(err)
	}
	text := strings.Repeat("10.1.2.3\tweb-1-2.dc0.example.com web2\n", 2000)
	b.ReportAllocs()
	for b.Loop() {
		if f, err := re.Split(text, 0); err != nil || len(f) != 2000 {
			b.Fatal(len(f), err)
		}
	}
}

// BenchmarkWholeStringPatterns: Pattern checks of short strings, as the
// number constructors' and String's signatures and Pattern types make
// them (`Integer($1)`, `String($x, '%08X')`, a host name).
func BenchmarkWholeStringPatterns(b *testing.B) {
	for _, c := range []struct{ name, pattern, input string }{
		{"integer", `\A[+-]?\s*(?:(?:\d+)|(?:0[xX][0-9A-Fa-f]+)|(?:0[bB][01]+))\z`, "1234"},
		{"format", `^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$`, "%08X"},
		{"hostname", `\A(web|db|cache|queue)-[0-9]+\z`, "queue-1199"},
	} {
		re, err := Compile(c.pattern)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if ok, err := re.MatchString(c.input); err != nil || !ok {
					b.Fatal("no match", err)
				}
			}
		})
	}
}

// logLines are synthetic log lines in the shape of those the case/regexp
// benchmark program classifies: a timestamp, a level, an address, a
// request, a status, a duration and a user agent.
var logLines = func() []string {
	levels := []string{"INFO", "WARN", "ERROR", "DEBUG", "info"}
	paths := []string{"/api/v1/users", "/api/v2/orders/17", "/static/app.js", "/health", "/admin/login", "/api/v1/users/42/roles"}
	agents := []string{"curl/7.88", "Mozilla/5.0 (X11)", "Go-http-client/1.1", "kube-probe/1.27", "python-requests/2.31"}
	statuses := []int{200, 201, 204, 301, 302, 400, 403, 404, 500, 503}
	lines := make([]string, 60)
	for i := range lines {
		lines[i] = fmt.Sprintf("2024-03-%02dT%02d:%02d:00Z %s 10.0.%d.%d \"GET %s\" %d %dms \"%s\"",
			1+i%28, i%24, i%60, levels[i%5], i%8, i%250, paths[i%6], statuses[(i*7)%10], (i*37)%2500, agents[i%5])
	}
	return lines
}()

// BenchmarkLogPatterns searches each line of logLines with each pattern
// the case/regexp benchmark program uses, matching or not.
func BenchmarkLogPatterns(b *testing.B) {
	for _, p := range []string{
		`" (5\d\d) `, `" (4\d\d) `, `"GET \/api\/v(\d)\/([a-z]+)`, `\/static\/`, `\/health`,
		`\s(?i:error)\s`, `\sWARN\s`, `\s(?i:info)\s`, `(\d+)ms`, `^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)`,
		`kube-probe|curl|python-requests`, `Mozilla`, `\/users\/\d+`, `\/users\/(\d+)`, `10\.0\.(\d+)\.(\d+)`, `(?<v>v\d)`,
	} {
		re, err := Compile(p)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(p, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, l := range logLines {
					if _, err := re.FindStringSubmatchIndex(l); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
