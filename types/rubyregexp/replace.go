package rubyregexp

import (
	"errors"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Replace returns s with its first match (every match when global)
// replaced by repl, as Ruby's String#sub and #gsub (and so Puppet's
// regsubst) do with a replacement string: \0 and \& insert the match,
// \1..\9 a group (nothing when the pattern has named groups), \k<name> a
// named group, \` the text before the match, \' the text after it and \\
// a backslash; any other backslash stays as written. A \k<name> naming no
// group is an error once a match needs it.
func (r *Regexp) Replace(s, repl string, global bool) (string, error) {
	return r.replaceWith(s, repl, global, nil)
}

func (r *Regexp) replaceWith(s, repl string, global bool, stop *atomic.Bool) (string, error) {
	if !strings.Contains(repl, `\`) {
		return r.replace(s, global, stop, func(b *strings.Builder, _ []int) error {
			b.WriteString(repl)
			return nil
		})
	}
	return r.replace(s, global, stop, func(b *strings.Builder, m []int) error { return r.expand(b, repl, s, m) })
}

// ReplaceFunc is Replace with the replacement computed by f from each
// match (in the form of FindStringSubmatchIndex) and used verbatim, as
// with a block given to Ruby's sub and gsub.
func (r *Regexp) ReplaceFunc(s string, global bool, f func(match []int) string) (string, error) {
	return r.replaceFunc(s, global, nil, f)
}

func (r *Regexp) replaceFunc(s string, global bool, stop *atomic.Bool, f func(match []int) string) (string, error) {
	return r.replace(s, global, stop, func(b *strings.Builder, m []int) error {
		b.WriteString(f(m))
		return nil
	})
}

// replace is Ruby's sub/gsub loop: after an empty match the next
// character is copied and the search goes on after it. f writes the
// replacement of a match; without a match s itself is the result.
func (r *Regexp) replace(s string, global bool, stop *atomic.Bool, f func(b *strings.Builder, m []int) error) (string, error) {
	sub, err := r.newSubject(s, stop)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	offset := 0
	for {
		m, err := r.exec(&sub, offset)
		if err != nil {
			return "", err
		}
		if m == nil {
			if offset == 0 {
				return s, nil
			}
			break
		}
		if offset == 0 {
			b.Grow(len(s) + 16)
		}
		if m[0] > offset {
			b.WriteString(s[offset:m[0]])
		}
		if err := f(&b, m); err != nil {
			return "", err
		}
		offset = m[1]
		if m[0] == m[1] {
			if m[1] >= len(s) {
				break
			}
			_, w := utf8.DecodeRuneInString(s[m[1]:])
			b.WriteString(s[m[1] : m[1]+w])
			offset += w
		}
		if !global {
			break
		}
	}
	if offset < len(s) {
		b.WriteString(s[offset:])
	}
	return b.String(), nil
}

// expand appends the replacement text repl for match m of s to b.
func (r *Regexp) expand(b *strings.Builder, repl, s string, m []int) error {
	group := func(no int) {
		if no >= 0 && 2*no+1 < len(m) && m[2*no] >= 0 {
			b.WriteString(s[m[2*no]:m[2*no+1]])
		}
	}
	named := r.hasNames()
	for i := 0; i < len(repl); {
		c := repl[i]
		if c != '\\' || i+1 >= len(repl) {
			b.WriteByte(c)
			i++
			continue
		}
		d := repl[i+1]
		if d >= utf8.RuneSelf {
			_, w := utf8.DecodeRuneInString(repl[i+1:])
			b.WriteString(repl[i : i+1+w])
			i += 1 + w
			continue
		}
		i += 2
		switch {
		case d >= '1' && d <= '9':
			if !named {
				group(int(d - '0'))
			}
		case d == '0' || d == '&':
			group(0)
		case d == '`':
			b.WriteString(s[:m[0]])
		case d == '\'':
			b.WriteString(s[m[1]:])
		case d == '\\':
			b.WriteByte('\\')
		case d == 'k' && i < len(repl) && repl[i] == '<':
			end := strings.IndexByte(repl[i+1:], '>')
			if end < 0 {
				return errors.New("invalid group name reference format")
			}
			name := repl[i+1 : i+1+end]
			no := r.groupByName(name, m)
			if no < 1 {
				return errors.New("undefined group name reference: " + name)
			}
			group(no)
			i += end + 2
		default:
			b.WriteByte('\\')
			b.WriteByte(d)
		}
	}
	return nil
}

// hasNames reports whether the pattern has named groups.
func (r *Regexp) hasNames() bool { return len(r.names) > 1 && r.names[1] != "" }

// groupByName returns the group a name refers to in match m: of the
// groups with that name, the last that took part in the match, or the
// last of them if none did; -1 when no group has the name.
func (r *Regexp) groupByName(name string, m []int) int {
	last := -1
	for i := len(r.names) - 1; i >= 1; i-- {
		if r.names[i] != name {
			continue
		}
		if m[2*i] >= 0 {
			return i
		}
		if last < 0 {
			last = i
		}
	}
	return last
}
