package debug

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"prepl/internal/lazyre"
	"prepl/lang/eval/debughook"
	"prepl/types"
)

// Stop is an evaluation stopped by the debugger: why, where, the stack,
// and the frame the client looks at (0, the innermost, until Up or Down
// moves it).
type Stop struct {
	// Reason is why it stopped: "breakpoint N", "step", "pause" or
	// "debug::break()".
	Reason string
	point  debughook.Point
	frames []debughook.Frame
	frame  int
}

// Variable is one variable of a frame.
type Variable struct {
	Name  string
	Value types.Value
}

// Frames returns the stack, innermost first.
func (s *Stop) Frames() []debughook.Frame { return s.frames }

// Frame returns the frame being looked at and its index.
func (s *Stop) Frame() (debughook.Frame, int) { return s.frames[s.frame], s.frame }

// SelectFrame looks at frame i (0 the innermost).
func (s *Stop) SelectFrame(i int) error {
	if i < 0 || i >= len(s.frames) {
		return fmt.Errorf("there is no frame %d (0 to %d)", i, len(s.frames)-1)
	}
	s.frame = i
	return nil
}

// Where names the place of the frame being looked at: "file:line".
func (s *Stop) Where() string {
	f := s.frames[s.frame]
	return fmt.Sprintf("%s:%d", f.File, f.Line)
}

// Variables lists the variables the frame's code sees, sorted by name.
func (s *Stop) Variables() []Variable {
	var out []Variable
	s.point.Variables(s.frame, func(name string, v types.Value) {
		out = append(out, Variable{name, v})
	})
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Eval evaluates code in the frame being looked at (see
// debughook.Point.Eval).
func (s *Stop) Eval(ctx context.Context, code string) (types.Value, error) {
	return s.point.Eval(ctx, s.frame, code)
}

// Whereami returns the source around the frame's line, n lines either
// side, the line marked with "=>" and numbered as in the file.
func (s *Stop) Whereami(n int) string {
	f := s.frames[s.frame]
	if f.Source == nil {
		return "(no source)"
	}
	last := strings.Count(f.Source.Text, "\n") + 1
	from, to := max(1, f.Line-n), min(last, f.Line+n)
	width := len(strconv.Itoa(to))
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s:%d (%s)\n", f.File, f.Line, f.Name)
	for l := from; l <= to; l++ {
		mark := "  "
		if l == f.Line {
			mark = "=>"
		}
		fmt.Fprintf(&sb, "%s %*d  %s\n", mark, width, l, strings.TrimRight(f.Source.Line(l), "\r\n"))
	}
	return strings.TrimRight(sb.String(), "\n")
}

// Stack lists the frames, innermost first, the one looked at marked.
func (s *Stop) Stack() string {
	var sb strings.Builder
	for i, f := range s.frames {
		mark := "  "
		if i == s.frame {
			mark = "=>"
		}
		fmt.Fprintf(&sb, "%s #%d %s at %s:%d\n", mark, i, f.Name, f.File, f.Line)
	}
	return strings.TrimRight(sb.String(), "\n")
}

// assignment matches code that starts by assigning a variable.
var assignment = lazyre.New(`^\$((?:::)?[a-z_]\w*)\s*=[^=~>]`)

// ConsoleHelp lists what the nested prompt of a stopped evaluation takes.
const ConsoleHelp = `Evaluation is stopped. At this prompt:
  EXPR           evaluate Puppet code in the stopped scope (its variables,
                 class parameters, $facts); variables assigned here last
                 until evaluation goes on and never change the stopped code's
  :whereami [N]  the source around the current line (N lines either side)
  :stack         the calls that led here; :up and :down move between them
  :vars          the variables the current frame sees
  :next          run to the next statement of this frame
  :step          run to the next statement, entering calls
  :finish        run until the current function, class or define returns
  :continue      run to the next breakpoint (also Ctrl-D)
  :help          this list`

// Console runs one line typed at the nested prompt of a stop: a console
// command or Puppet code. It returns the text to show, whether it is an
// error, and, for a command that resumes evaluation, the action (ok
// false while the prompt goes on). show renders values as the session
// does.
func (s *Stop) Console(ctx context.Context, line string, show func(types.Value) string) (text string, isErr bool, action Action, resume bool) {
	t := strings.TrimSpace(line)
	if t == "" {
		return "", false, 0, false
	}
	if !strings.HasPrefix(t, ":") {
		v, err := s.Eval(ctx, t)
		if err != nil {
			return err.Error(), true, 0, false
		}
		text = "=> " + show(v)
		if m := assignment().FindStringSubmatch(t); m != nil {
			text += fmt.Sprintf("\n($%s is set at this prompt only: the stopped code's variables do not change)", m[1])
		}
		return text, false, 0, false
	}
	name, arg, _ := strings.Cut(t[1:], " ")
	arg = strings.TrimSpace(arg)
	switch name {
	case "c", "continue":
		return "", false, Continue, true
	case "n", "next":
		return "", false, Next, true
	case "s", "step":
		return "", false, StepIn, true
	case "f", "finish":
		return "", false, StepOut, true
	case "whereami", "w":
		n := 5
		if arg != "" {
			v, err := strconv.Atoi(arg)
			if err != nil || v < 0 {
				return ":whereami takes a number of lines", true, 0, false
			}
			n = v
		}
		return s.Whereami(n), false, 0, false
	case "stack", "bt", "where":
		return s.Stack(), false, 0, false
	case "up", "down":
		step := 1
		if name == "down" {
			step = -1
		}
		if err := s.SelectFrame(s.frame + step); err != nil {
			return err.Error(), true, 0, false
		}
		return s.Whereami(2), false, 0, false
	case "vars":
		var sb strings.Builder
		for _, v := range s.Variables() {
			fmt.Fprintf(&sb, "$%s = %s\n", v.Name, show(v.Value))
		}
		if sb.Len() == 0 {
			return "No variables.", false, 0, false
		}
		return strings.TrimRight(sb.String(), "\n"), false, 0, false
	case "help", "h":
		return ConsoleHelp, false, 0, false
	}
	return fmt.Sprintf("Unknown command :%s while stopped; :help lists what works here.", name), true, 0, false
}
