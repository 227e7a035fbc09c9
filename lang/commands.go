package lang

import (
	"context"
	"errors"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"

	"prepl/display"
	"prepl/internal/lazyre"
	"prepl/lang/catalog"
	"prepl/lang/eval"
	"prepl/lang/syntax"
	"prepl/types"
)

// CommandResult is what a `:command` produces: plain text for terminals
// and, where it helps, HTML or SVG for notebooks. Both front ends show the
// same result.
type CommandResult struct {
	Text string
	HTML string
	SVG  string
	// Pager marks documentation, which Jupyter shows in its pager.
	Pager bool
	// Err is set when the command failed.
	Err *Error
	// Quit asks the front end to end the session.
	Quit bool
}

// command is one `:name args` command.
type command struct {
	name    string
	args    string
	summary string
	run     func(s *Session, ctx context.Context, args string) CommandResult
}

// commands is the command set both front ends share.
var commands []command

func init() {
	commands = []command{
		{"help", "", "list the commands", (*Session).cmdHelp},
		{"vars", "", "the variables: name, type and value", (*Session).cmdVars},
		{"functions", "[prefix]", "the functions, with a one-line description", (*Session).cmdFunctions},
		{"types", "", "the types and type aliases", (*Session).cmdTypes},
		{"doc", "NAME", "documentation of a function, type, keyword or resource type (also NAME?)", (*Session).cmdDoc},
		{"type", "EXPR", "the inferred type of an expression's value", (*Session).cmdType},
		{"classes", "", "the classes: defined and declared", (*Session).cmdClasses},
		{"modules", "", "the modules of the environment, with their versions", (*Session).cmdModules},
		{"environment", "[DIR]", "show the environment, or reset the session on the environment in DIR (relative to the working directory: a notebook's own)", (*Session).cmdEnvironment},
		{"resources", "", "the resources in the catalog", (*Session).cmdResources},
		{"catalog", "[json|dot]", "the catalog as a table, as Puppet's catalog JSON, or its relationship graph as DOT", (*Session).cmdCatalog},
		{"facts", "[use|set|load]", "the node's facts and where they came from; :facts use NAME (a built-in set or local), set KEY=VALUE or load FILE changes them", (*Session).cmdFacts},
		{"lookup", "KEY [--merge STRATEGY] [--explain]", "look KEY up in the Hiera data; --explain shows every layer, level and file searched", (*Session).cmdLookup},
		{"node", "[NAME]", "show or set the node name node definitions match", (*Session).cmdNode},
		{"load", "FILE|DIR ...", "evaluate manifest files (every .pp of a directory, in Puppet's order) into the session as one input", (*Session).cmdLoad},
		{"save", "FILE", "write the session's successful inputs to FILE as a manifest (plain values, which a manifest refuses, left out)", (*Session).cmdSave},
		{"loglevel", "[LEVEL]", "show or set the least severe log messages shown: debug, info, notice, warning or err", (*Session).cmdLogLevel},
		{"break", "FILE:LINE|FUNCTION", "stop evaluation at a line or at a Puppet function's first statement (the nested prompt's :help says what you can do there)", (*Session).cmdBreak},
		{"breaks", "", "the breakpoints", (*Session).cmdBreaks},
		{"unbreak", "N", "remove breakpoint N", (*Session).cmdUnbreak},
		{"check", "[LABEL]", "as a cell's first line: the cell checks the exercise LABEL with the check:: functions on its next lines (✓ or ✗ with what was expected and found)", (*Session).cmdCheck},
		{"checks", "[reset|stop on|off]", "which checks of the session pass; stop on makes a failed check stop a notebook's Run All", (*Session).cmdChecks},
		{"reset", "", "forget everything: variables, definitions, catalog, history", (*Session).cmdReset},
		{"format", "[MAP|reset]", "show or set the format map results are shown with, e.g. :format {Integer => '%#x'}", (*Session).cmdFormat},
		{"strict", "[on|off]", "unknown variables are errors (on) or undef with a warning (off)", (*Session).cmdStrict},
		{"history", "", "the inputs evaluated so far", (*Session).cmdHistory},
		{"time", "[on|off]", "show how long each input took", (*Session).cmdTime},
		{"pager", "[on|off]", "show output taller than the terminal through $PAGER (default less -R)", (*Session).cmdPager},
		{"quit", "", "end the session", (*Session).cmdQuit},
	}
}

// docQuery matches `NAME?` (documentation) and `NAME??` (its long form,
// with the source of what the session defined), as IPython's `?` and `??`.
var docQuery = lazyre.New(`^\s*(\$?(?:::)?[A-Za-z_][\w:]*)\s*\?(\?)?\s*$`)

// IsCommand reports whether code is a command (`:name ...` or `NAME?`)
// rather than Puppet code.
func (s *Session) IsCommand(code string) bool {
	t := strings.TrimSpace(code)
	return strings.HasPrefix(t, ":") || docQuery().MatchString(code)
}

// Command runs a command.
func (s *Session) Command(ctx context.Context, code string) CommandResult {
	if m := docQuery().FindStringSubmatch(code); m != nil {
		return s.doc(m[1], m[2] != "")
	}
	t := strings.TrimSpace(code)
	if !strings.HasPrefix(t, ":") {
		return failed("not a command: %s", t)
	}
	name, args, _ := strings.Cut(t[1:], " ")
	args = strings.TrimSpace(args)
	for _, c := range commands {
		if c.name == name {
			if c.args == "" && args != "" {
				return failed(":%s takes no arguments (got %q).", name, args)
			}
			return c.run(s, ctx, args)
		}
	}
	msg := fmt.Sprintf("Unknown command ':%s'.", name)
	if best := closestCommand(name); best != "" {
		msg += fmt.Sprintf(" Did you mean ':%s'?", best)
	}
	return failed("%s Type :help for the list.", msg)
}

// failed is a CommandResult for a failed command.
func failed(format string, args ...any) CommandResult {
	msg := fmt.Sprintf(format, args...)
	return CommandResult{Text: msg, Err: &Error{Kind: "CommandError", Message: msg}}
}

// closestCommand returns the command name nearest to name (by edit
// distance, or as a prefix), or "" when none is close.
func closestCommand(name string) string {
	best, bestD := "", 3
	for _, c := range commands {
		if strings.HasPrefix(c.name, name) && name != "" {
			return c.name
		}
		if d := editDistance(name, c.name); d < bestD {
			best, bestD = c.name, d
		}
	}
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}

func (s *Session) cmdHelp(_ context.Context, _ string) CommandResult {
	rows := make([][]string, 0, len(commands)+1)
	for _, c := range commands {
		rows = append(rows, []string{strings.TrimSpace(":" + c.name + " " + c.args), c.summary})
	}
	rows = append(rows, []string{"NAME?", "the same as :doc NAME"},
		[]string{"NAME??", "the same, with the source of a function, class, define or type alias defined here"})
	text := "Commands:\n" + textTable(nil, rows) +
		"\nAny other input is Puppet code. $_ holds the previous result; a line starting with '.' continues from it."
	return CommandResult{Text: text, HTML: htmlTable([]string{"command", "what it does"}, rows)}
}

func (s *Session) cmdVars(_ context.Context, _ string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	var rows [][]string
	for _, v := range s.variablesLocked() {
		rows = append(rows, []string{"$" + v.Name, v.Type.String(), s.showLocked(v.Value)})
	}
	if len(rows) == 0 {
		return CommandResult{Text: "No variables yet."}
	}
	head := []string{"variable", "type", "value"}
	return CommandResult{Text: textTable(head, rows), HTML: htmlTable(head, rows)}
}

func (s *Session) cmdFunctions(_ context.Context, prefix string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	var rows [][]string
	s.ev.Functions(func(fn *eval.Function) {
		if strings.HasPrefix(fn.Name, prefix) {
			rows = append(rows, []string{fn.Name, fn.Origin(), firstSentence(fn.Doc)})
		}
	})
	sort.Slice(rows, func(i, j int) bool { return rows[i][0] < rows[j][0] })
	head := []string{"function", "from", "what it does"}
	return CommandResult{Text: textTable(head, rows), HTML: htmlTable(head, rows)}
}

func (s *Session) cmdTypes(_ context.Context, _ string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	var rows [][]string
	for _, n := range types.BuiltinTypeNames() {
		if d, ok := typeDocs[n]; ok {
			rows = append(rows, []string{d.Synopsis, firstSentence(d.Description)})
		}
	}
	s.ev.TypeAliases(func(a *types.TypeAlias) {
		rows = append(rows, []string{a.Name(), a.String()})
	})
	head := []string{"type", "what it is"}
	return CommandResult{Text: textTable(head, rows), HTML: htmlTable(head, rows)}
}

func (s *Session) cmdDoc(_ context.Context, name string) CommandResult {
	if name == "" {
		return failed(":doc needs a name, e.g. :doc each")
	}
	return s.doc(name, false)
}

// doc documents a name for the pager; long adds the source of what the
// session defined (NAME??).
func (s *Session) doc(name string, long bool) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	text, ok := s.docLocked(name, long)
	if !ok {
		return failed("No documentation for '%s'.", name)
	}
	return CommandResult{Text: text, HTML: "<pre>" + html.EscapeString(text) + "</pre>", Pager: true}
}

func (s *Session) cmdType(ctx context.Context, expr string) CommandResult {
	if expr == "" {
		return failed(":type needs an expression, e.g. :type [1, 'a']")
	}
	v, err := s.Evaluate(ctx, expr)
	if err != nil {
		return CommandResult{Text: err.Error(), Err: err}
	}
	t := types.Infer(v).String()
	return CommandResult{Text: t, HTML: "<code>" + html.EscapeString(t) + "</code>"}
}

func (s *Session) cmdClasses(_ context.Context, _ string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	declared := map[string]bool{}
	for _, c := range s.ev.Catalog().Classes {
		declared[strings.ToLower(c)] = true
	}
	names := s.ev.ClassNames()
	if len(names) == 0 {
		return CommandResult{Text: "No classes defined."}
	}
	rows := make([][]string, len(names))
	for i, n := range names {
		state := "defined"
		if declared[n] {
			state = "declared"
		}
		rows[i] = []string{n, state}
	}
	head := []string{"class", "state"}
	return CommandResult{Text: textTable(head, rows), HTML: htmlTable(head, rows)}
}

func (s *Session) cmdModules(_ context.Context, _ string) CommandResult {
	e := s.opts.Environment
	if e == nil {
		return CommandResult{Text: "No environment: start with --modulepath DIR or --environment DIR."}
	}
	mods := e.Modules()
	if len(mods) == 0 {
		return CommandResult{Text: "No modules on the module path " + strings.Join(e.ModulePath, string(os.PathListSeparator)) + "."}
	}
	rows := make([][]string, len(mods))
	for i, m := range mods {
		rows[i] = []string{m.Name, m.Version(), m.FullName(), m.Dir}
	}
	head := []string{"module", "version", "name", "directory"}
	return CommandResult{Text: textTable(head, rows), HTML: htmlTable(head, rows)}
}

func (s *Session) cmdResources(_ context.Context, _ string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.resourceTable(s.ev.Catalog())
}

// resourceTable lists the catalog's resources: reference, attributes and
// where each was declared.
func (s *Session) resourceTable(v *catalog.View) CommandResult {
	var rows [][]string
	for _, r := range v.Resources {
		if r.Kind == "class" || r.Kind == "unknown" || r.Type == "Stage" {
			continue
		}
		attrs := make([]string, 0, len(r.Parameters))
		for _, a := range r.Parameters {
			attrs = append(attrs, a.Name+" => "+s.showLocked(a.Value))
		}
		where := ""
		if r.Line > 0 {
			where = fmt.Sprintf("%s:%d", s.shortPath(r.File), r.Line)
		}
		ref := r.Type + "['" + r.Title + "']"
		if r.Exported {
			ref = "@@" + ref
		}
		rows = append(rows, []string{ref, strings.Join(attrs, ", "), where})
	}
	if len(rows) == 0 {
		return CommandResult{Text: "The catalog has no resources yet."}
	}
	head := []string{"resource", "attributes", "declared at"}
	return CommandResult{Text: textTable(head, rows), HTML: htmlTable(head, rows)}
}

func (s *Session) cmdCatalog(ctx context.Context, arg string) CommandResult {
	s.mu.Lock()
	v := s.ev.Catalog()
	s.mu.Unlock()
	switch arg {
	case "json":
		var stop atomic.Bool
		defer context.AfterFunc(ctx, func() { stop.Store(true) })()
		data, err := v.JSONUntil(&stop)
		if errors.Is(err, types.ErrInterrupted) {
			msg := "Interrupted while writing the catalog"
			return CommandResult{Text: msg, Err: &Error{Kind: "Interrupted", Message: msg}}
		}
		if err != nil {
			return failed("Cannot write the catalog as JSON: %s", err)
		}
		return CommandResult{Text: string(data)}
	case "dot":
		return s.catalogPicture(ctx, v)
	case "":
		s.mu.Lock()
		defer s.mu.Unlock()
		res := s.resourceTable(v)
		var notes []string
		if len(v.Classes) > 0 {
			notes = append(notes, "classes: "+strings.Join(v.Classes, ", "))
		}
		if n := len(v.Relationships()); n > 0 {
			notes = append(notes, fmt.Sprintf("relationships: %d (see :catalog dot)", n))
		}
		if err := v.CycleError(); err != nil {
			notes = append(notes, err.Error())
		}
		if len(notes) > 0 {
			res.Text += "\n" + strings.Join(notes, "\n")
			res.HTML += "<p>" + html.EscapeString(strings.Join(notes, "; ")) + "</p>"
		}
		return res
	}
	return failed(":catalog takes no argument, json or dot")
}

// catalogPicture draws the catalog's relationship graph: DOT text for
// terminals, and for notebooks the SVG picture, as an image and inline in
// HTML (nbconvert's HTML export keeps only the latter). Without Graphviz
// the notebook is told once why there is no picture.
func (s *Session) catalogPicture(ctx context.Context, v *catalog.View) CommandResult {
	dot := v.DOT(catalog.RelationshipGraph)
	res := CommandResult{Text: dot}
	if s.opts.TextOnly {
		return res
	}
	svg, err := v.SVG(ctx, catalog.RelationshipGraph)
	if err == nil {
		pic := svgElement(string(svg))
		res.SVG, res.HTML = pic, pic
		return res
	}
	s.mu.Lock()
	told := s.toldNoPicture
	s.toldNoPicture = true
	s.mu.Unlock()
	if !told {
		res.HTML = "<p>" + html.EscapeString("No picture: "+err.Error()+". The graph in DOT:") + "</p><pre>" +
			html.EscapeString(dot) + "</pre>"
	}
	return res
}

// svgElement returns the <svg> element of an SVG document without what
// comes before it (the XML declaration, DOCTYPE and comments), as
// IPython's SVG display keeps only the element: HTML pages, and the
// parsers of nbconvert, take it inline only so.
func svgElement(doc string) string {
	if i := strings.Index(doc, "<svg"); i >= 0 {
		doc = doc[i:]
	}
	return strings.TrimSpace(doc)
}

func (s *Session) cmdNode(_ context.Context, name string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	if name == "" {
		return CommandResult{Text: "node name: " + s.ev.NodeName()}
	}
	s.ev.SetNodeName(name)
	return CommandResult{Text: "node name: " + name}
}

func (s *Session) cmdLoad(ctx context.Context, args string) CommandResult {
	names := strings.Fields(args)
	if len(names) == 0 {
		return failed(":load needs a file or directory name")
	}
	var sources []Source
	for _, name := range names {
		path := s.resolvePath(name)
		if err := s.ev.CheckReadable(path); err != nil {
			return failed("Cannot load %s: %s", name, err)
		}
		if st, err := os.Stat(path); err == nil && st.IsDir() {
			files, err := ManifestFiles(path)
			if err != nil {
				return failed("Cannot load %s: %s", name, err)
			}
			if len(files) == 0 {
				return failed("Cannot load %s: no .pp files in it", name)
			}
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					return failed("Cannot load %s: %s", f, err)
				}
				sources = append(sources, Source{Name: f, Text: string(data)})
			}
			continue
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return failed("Cannot load %s: %s", name, err)
		}
		sources = append(sources, Source{Name: name, Text: string(data)})
	}
	res := s.evalSources(ctx, sources, withinCommand)
	if res.Err != nil {
		return CommandResult{Text: res.Err.Error(), Err: res.Err}
	}
	loaded := make([]string, len(sources))
	for i, src := range sources {
		loaded[i] = src.Name
	}
	return CommandResult{Text: "loaded " + strings.Join(loaded, ", ")}
}

// shortPath shows a file under the working directory relative to it (a
// module's manifest in a notebook's environment reads
// environment/modules/...), and any other name as it is.
func (s *Session) shortPath(name string) string {
	wd := s.opts.WorkDir
	if wd == "" {
		wd, _ = os.Getwd()
	}
	if !filepath.IsAbs(name) || wd == "" {
		return name
	}
	if r, err := filepath.Rel(wd, name); err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return r
	}
	return name
}

// resolvePath turns a file name typed in a command into a path: `~`
// is the home directory, and a relative name is taken from WorkDir.
func (s *Session) resolvePath(name string) string {
	if name == "~" || strings.HasPrefix(name, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			name = filepath.Join(home, name[1:])
		}
	}
	if !filepath.IsAbs(name) && s.opts.WorkDir != "" {
		name = filepath.Join(s.opts.WorkDir, name)
	}
	return name
}

func (s *Session) cmdSave(_ context.Context, name string) CommandResult {
	if name == "" {
		return failed(":save needs a file name")
	}
	if s.opts.Safe {
		return failed(":save writes files, which safe mode does not allow")
	}
	s.mu.Lock()
	var sb strings.Builder
	for _, h := range s.history {
		if h.Failed || !validInManifest(h.Input) {
			continue
		}
		sb.WriteString(strings.TrimRight(h.Input, "\n") + "\n")
	}
	s.mu.Unlock()
	if err := os.WriteFile(s.resolvePath(name), []byte(sb.String()), 0o644); err != nil {
		return failed("Cannot save to %s: %s", name, err)
	}
	return CommandResult{Text: "saved the successful inputs to " + name}
}

// validInManifest reports whether an input may stand among others in a
// manifest: a plain value (`1 + 1`, `$x`), fine as the last input at the
// prompt, has no effect there and Puppet refuses it.
func validInManifest(input string) bool {
	return len(syntax.ValidateSource(syntax.NewSource("", input+"\nundef"))) == 0
}

func (s *Session) cmdLogLevel(_ context.Context, arg string) CommandResult {
	if arg != "" {
		level, ok := LogLevelNamed(arg)
		if !ok {
			return failed("Unknown log level %q: debug, info, notice, warning or err", arg)
		}
		s.minLevel.Store(int32(level))
	}
	return CommandResult{Text: "log level: " + LogLevel(s.minLevel.Load()).String()}
}

func (s *Session) cmdReset(_ context.Context, _ string) CommandResult {
	s.Reset()
	return CommandResult{Text: "The session was reset."}
}

func (s *Session) cmdFormat(ctx context.Context, arg string) CommandResult {
	switch arg {
	case "":
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.formatMap == nil || s.formatMap.Len() == 0 {
			return CommandResult{Text: "The default formats are in use. Set some with e.g. :format {Integer => '%#x'}"}
		}
		return CommandResult{Text: s.showLocked(s.formatMap)}
	case "reset":
		s.mu.Lock()
		defer s.mu.Unlock()
		s.formatMap = nil
		return CommandResult{Text: "The default formats are in use."}
	}
	v, err := s.Evaluate(ctx, arg)
	if err != nil {
		return CommandResult{Text: err.Error(), Err: err}
	}
	h, ok := v.(*types.Hash)
	if !ok {
		return failed("A format map is a Hash of Type => format, e.g. {Integer => '%%#x'}; got %s", types.Infer(v).String())
	}
	if _, err := display.NewRenderer(display.Options{FormatMap: h}); err != nil {
		return failed("Invalid format map: %s", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.formatMap = h
	return CommandResult{Text: "format map: " + s.showLocked(h)}
}

func (s *Session) cmdStrict(_ context.Context, arg string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch arg {
	case "on":
		s.ev.SetLenientVariables(false)
	case "off":
		s.ev.SetLenientVariables(true)
	case "":
	default:
		return failed(":strict takes on or off")
	}
	if s.ev.LenientVariables() {
		return CommandResult{Text: "strict variables: off (unknown variables are undef with a warning)"}
	}
	return CommandResult{Text: "strict variables: on (unknown variables are errors)"}
}

func (s *Session) cmdHistory(_ context.Context, _ string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	var sb strings.Builder
	for _, h := range s.history {
		mark := ""
		if h.Failed {
			mark = " (failed)"
		}
		fmt.Fprintf(&sb, "[%d]%s %s\n", h.Count, mark, strings.ReplaceAll(strings.TrimRight(h.Input, "\n"), "\n", "\n    "))
	}
	if sb.Len() == 0 {
		return CommandResult{Text: "No inputs yet."}
	}
	return CommandResult{Text: strings.TrimRight(sb.String(), "\n")}
}

func (s *Session) cmdTime(_ context.Context, arg string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch arg {
	case "on":
		s.showTime = true
	case "off":
		s.showTime = false
	case "":
	default:
		return failed(":time takes on or off")
	}
	if s.showTime {
		return CommandResult{Text: "timing: on"}
	}
	return CommandResult{Text: "timing: off"}
}

func (s *Session) cmdPager(_ context.Context, arg string) CommandResult {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch arg {
	case "on":
		s.noPager = false
	case "off":
		s.noPager = true
	case "":
	default:
		return failed(":pager takes on or off")
	}
	if s.noPager {
		return CommandResult{Text: "pager: off"}
	}
	return CommandResult{Text: "pager: on"}
}

func (s *Session) cmdQuit(_ context.Context, _ string) CommandResult {
	return CommandResult{Text: "Bye.", Quit: true}
}

// firstSentence returns the first sentence of a description.
func firstSentence(doc string) string {
	if i := strings.Index(doc, ". "); i >= 0 {
		return doc[:i+1]
	}
	return doc
}

// textTable lays rows out in aligned columns.
func textTable(head []string, rows [][]string) string {
	all := rows
	if head != nil {
		all = append([][]string{head}, rows...)
	}
	widths := map[int]int{}
	for _, r := range all {
		for i, c := range r {
			if i < len(r)-1 && len([]rune(c)) > widths[i] {
				widths[i] = len([]rune(c))
			}
		}
	}
	var sb strings.Builder
	for _, r := range all {
		for i, c := range r {
			if i < len(r)-1 {
				sb.WriteString(c + strings.Repeat(" ", widths[i]-len([]rune(c))+2))
			} else {
				sb.WriteString(strings.ReplaceAll(c, "\n", " "))
			}
		}
		sb.WriteString("\n")
	}
	return strings.TrimRight(sb.String(), "\n")
}

// htmlTable renders rows as an HTML table, aligned left explicitly (the
// classic notebook's style sheet aligns table cells right).
func htmlTable(head []string, rows [][]string) string {
	var sb strings.Builder
	sb.WriteString("<table>")
	if head != nil {
		sb.WriteString("<thead><tr>")
		for _, h := range head {
			sb.WriteString(`<th style="text-align:left">` + html.EscapeString(h) + "</th>")
		}
		sb.WriteString("</tr></thead>")
	}
	sb.WriteString("<tbody>")
	for _, r := range rows {
		sb.WriteString("<tr>")
		for _, c := range r {
			sb.WriteString(`<td style="text-align:left"><code>` + html.EscapeString(c) + "</code></td>")
		}
		sb.WriteString("</tr>")
	}
	sb.WriteString("</tbody></table>")
	return sb.String()
}
