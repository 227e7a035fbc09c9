package display

import (
	"os"
	"strings"

	"github.com/fatih/color"

	"prepl/types"
)

// Theme assigns terminal colours to the roles of rendered text. A nil
// entry leaves that role uncoloured.
type Theme struct {
	Colors [roleCount]*color.Color
	marks  *markup
}

// DefaultTheme colours strings green, numbers cyan, true/false/undef/
// default magenta, types yellow, regexps red, hash keys blue, punctuation
// faint and the other values (Sensitive, times, versions, binaries) bold.
var DefaultTheme = NewTheme(map[Role]*color.Color{
	RoleString:      color.New(color.FgGreen),
	RoleNumber:      color.New(color.FgCyan),
	RoleConstant:    color.New(color.FgMagenta),
	RoleType:        color.New(color.FgYellow),
	RoleRegexp:      color.New(color.FgRed),
	RoleKey:         color.New(color.FgBlue),
	RolePunctuation: color.New(color.Faint),
	RoleOther:       color.New(color.Bold),
})

// NewTheme makes a theme from a colour per role.
func NewTheme(colors map[Role]*color.Color) *Theme {
	t := &Theme{marks: &markup{}}
	for r, c := range colors {
		if r >= roleCount || c == nil {
			continue
		}
		t.Colors[r] = c
		// The escape sequences around a marker character are the start
		// and end of the colour; colour is forced on here because whether
		// to colour is decided per call (see ShowColored).
		forced := *c
		forced.EnableColor()
		start, end, _ := strings.Cut(forced.Sprint("\x00"), "\x00")
		t.marks.start[r], t.marks.end[r] = start, end
	}
	return t
}

// noColor reports whether the NO_COLOR convention asks for plain output
// (the variable is set and not empty).
func noColor() bool { return os.Getenv("NO_COLOR") != "" }

// Colored renders v like Text with ANSI colours by role, or plainly when
// NO_COLOR is set.
func (r *Renderer) Colored(v types.Value) (string, error) {
	b, m, err := r.layout(v)
	if err != nil || noColor() {
		return string(b), err
	}
	c := converter{marks: r.theme.marks}
	out, err := c.convert(nil, v, m, topIndentation)
	return string(out), err
}

// ShowColored is Show with colours (see Renderer.Colored). Callers show
// colour only on terminals; this function honours NO_COLOR itself.
func ShowColored(v types.Value, o Options) string {
	if msg := tooLargeToShow(v); msg != "" {
		return msg
	}
	r, _ := rendererFor(o)
	s, err := r.Colored(v)
	if err != nil {
		return err.Error()
	}
	return s
}
