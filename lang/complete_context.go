package lang

import (
	"os"
	"path/filepath"
	"strings"

	"prepl/internal/lazyre"
	"prepl/lang/eval/resourcetypes"
	"prepl/lang/facts"
	"prepl/types"
)

// Completion contexts beyond a single word: the attributes of a resource
// body and their values, keys nested in a hash, variables interpolated
// in a string, a method call's receiver, and the arguments of commands.

var (
	// nestedKeyBefore is `$h['a']['b` (any number of keys before the last).
	nestedKeyBefore = lazyre.New(`\$((?:::)?[a-z_][\w:]*)((?:\[\s*(?:'[^']*'|"[^"]*")\s*\])+)\[\s*(['"])([^'"\]]*)$`)
	keyInBrackets   = lazyre.New(`\[\s*(?:'([^']*)'|"([^"]*)")\s*\]`)
	// interpolatedBefore is `"${na` in a double-quoted string.
	interpolatedBefore = lazyre.New(`\$\{((?:::)?[\w:]*)$`)
	// commandArgBefore is a command and the argument being typed.
	commandArgBefore = lazyre.New(`^\s*:(load|environment|doc|node|facts\s+load|facts\s+use|facts\s+set|facts)\s+(?:\S+\s+)*(\S*)$`)
	attrNameTail     = lazyre.New(`(?:^\s*|[,;]\s*|\n\s*)([a-z_]\w*)$`)
	attrValueTail    = lazyre.New(`(?:^|[,;:]|\s)([a-z_]\w*)\s*=>\s*(['"]?)(\w*)$`)
	resourceTypeTail = lazyre.New(`(?:^|[^\w:$@])(@{0,2})((?:::)?[a-z][\w]*(?:::[a-z]\w*)*)\s*$`)
)

// ensureValues are the values `ensure` takes on Puppet's core resource
// types, as their documentation lists them.
var ensureValues = map[string][]string{
	"file":    {"present", "absent", "file", "directory", "link"},
	"package": {"present", "absent", "installed", "latest", "purged", "held"},
	"service": {"running", "stopped", "true", "false"},
	"user":    {"present", "absent", "role"},
	"group":   {"present", "absent"},
	"host":    {"present", "absent"},
	"cron":    {"present", "absent"},
	"mount":   {"defined", "present", "unmounted", "absent", "mounted"},
	"exec":    nil,
	"notify":  nil,
	"tidy":    nil,
	"yumrepo": {"present", "absent"},
}

// attributeValues are other attributes whose values a core type fixes.
var attributeValues = map[[2]string][]string{
	{"service", "enable"}:   {"true", "false", "manual", "mask", "delayed"},
	{"file", "backup"}:      {"false"},
	{"file", "checksum"}:    {"md5", "md5lite", "sha224", "sha256", "sha256lite", "sha384", "sha512", "mtime", "ctime", "none"},
	{"file", "links"}:       {"follow", "manage"},
	{"file", "recurse"}:     {"true", "false", "remote"},
	{"exec", "logoutput"}:   {"true", "false", "on_failure"},
	{"package", "provider"}: {"apt", "dpkg", "yum", "dnf", "rpm", "gem", "pip", "pip3", "windows", "chocolatey"},
}

// completeInContext tries the contexts of this file; ok is false when
// none applies and the word completions should be tried.
func (s *Session) completeInContext(before string, cursor int, runeStart func(int) int) (matches []string, start int, ok bool) {
	if m := commandArgBefore().FindStringSubmatchIndex(before); m != nil {
		cmd, prefix := strings.Join(strings.Fields(before[m[2]:m[3]]), " "), before[m[4]:m[5]]
		return s.commandArgs(cmd, prefix), runeStart(m[4]), true
	}
	if m := nestedKeyBefore().FindStringSubmatchIndex(before); m != nil {
		name, keys, quote, prefix := before[m[2]:m[3]], before[m[4]:m[5]], before[m[6]:m[7]], before[m[8]:m[9]]
		h, found := s.lookupHash(name)
		for _, k := range keyInBrackets().FindAllStringSubmatch(keys, -1) {
			if !found {
				break
			}
			v, has := h.GetString(k[1] + k[2])
			h, found = v.(*types.Hash)
			found = found && has
		}
		if found {
			for _, en := range h.Entries() {
				if k, isString := en.Key.(types.String); isString && strings.HasPrefix(string(k), prefix) {
					matches = append(matches, string(k)+quote+"]")
				}
			}
		}
		return sorted(matches), runeStart(m[8]), true
	}
	if m := interpolatedBefore().FindStringSubmatchIndex(before); m != nil {
		prefix := before[m[2]:m[3]]
		for _, n := range s.variableNames() {
			if strings.HasPrefix(n, prefix) {
				matches = append(matches, n)
			}
		}
		return sorted(matches), runeStart(m[2]), true
	}
	if typ, body, found := openResourceBody(before); found {
		if m := attrValueTail().FindStringSubmatchIndex(body); m != nil {
			attr, quote, prefix := body[m[2]:m[3]], body[m[4]:m[5]], body[m[6]:m[7]]
			values := attributeValues[[2]string{typ, attr}]
			if attr == "ensure" {
				values = ensureValues[typ]
			}
			for _, v := range values {
				if strings.HasPrefix(v, prefix) {
					matches = append(matches, v)
				}
			}
			if quote == "" && prefix == "" && len(matches) == 0 {
				return nil, cursor, true
			}
			return matches, cursor - len([]rune(prefix)), true
		}
		if m := attrNameTail().FindStringSubmatchIndex(body); m != nil {
			prefix := body[m[2]:m[3]]
			for _, a := range s.attributeNames(typ) {
				if strings.HasPrefix(a, prefix) {
					matches = append(matches, a)
				}
			}
			return sorted(matches), cursor - len([]rune(prefix)), true
		}
	}
	return nil, cursor, false
}

// openResourceBody finds the resource body the text ends in, after its
// title's colon: the resource type (lower case, "class" for a class
// declared resource-like, then the class's name) and the body's text.
func openResourceBody(before string) (typ, body string, ok bool) {
	var stack []int
	inString := codeBytes(before, func(i int, c byte) {
		switch c {
		case '{', '[', '(':
			stack = append(stack, i)
		case '}', ']', ')':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
	})
	if inString || len(stack) == 0 || before[stack[len(stack)-1]] != '{' {
		return "", "", false
	}
	open := stack[len(stack)-1]
	m := resourceTypeTail().FindStringSubmatch(before[:open])
	if m == nil {
		return "", "", false
	}
	typ = strings.TrimPrefix(m[2], "::")
	inner := before[open+1:]
	colon := topLevelColon(inner)
	if colon < 0 {
		return "", "", false
	}
	if typ == "class" {
		title := strings.Trim(strings.TrimSpace(inner[:colon]), `'"`)
		typ = "class " + strings.ToLower(strings.TrimPrefix(title, "::"))
	}
	return typ, inner[colon+1:], true
}

// topLevelColon is the offset of the title's colon in a resource body's
// text (outside strings and brackets, not part of a `::`), -1 when there
// is none yet.
func topLevelColon(text string) int {
	depth, colon := 0, -1
	codeBytes(text, func(i int, c byte) {
		switch {
		case colon >= 0:
		case c == '[' || c == '{' || c == '(':
			depth++
		case c == ']' || c == '}' || c == ')':
			depth--
		case c == ':' && depth == 0 && (i+1 >= len(text) || text[i+1] != ':') && (i == 0 || text[i-1] != ':'):
			colon = i
		}
	})
	return colon
}

// codeBytes calls visit with each byte of text that is code: outside
// quoted strings (and their escapes) and comments. It reports whether
// text ends inside a string.
func codeBytes(text string, visit func(i int, c byte)) (inString bool) {
	var quote byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '#':
			for i < len(text) && text[i] != '\n' {
				i++
			}
		default:
			visit(i, c)
		}
	}
	return quote != 0
}

// attributeNames lists what a resource body of typ may set: a built-in
// type's attributes, a defined type's or class's parameters, and the
// metaparameters.
func (s *Session) attributeNames(typ string) []string {
	var names []string
	if class, isClass := strings.CutPrefix(typ, "class "); isClass {
		params, _ := s.ev.DefinitionParameters(class)
		names = append(names, params...)
	} else {
		if rt, ok := resourcetypes.Lookup(typ); ok {
			names = append(append(names, rt.Properties...), rt.Parameters...)
		}
		if params, ok := s.ev.DefinitionParameters(typ); ok {
			names = append(names, params...)
		}
	}
	return append(names, resourcetypes.Metaparameters...)
}

// commandArgs completes the argument of a command: file names for :load
// and :facts load, documented names for :doc, node names for :node, the
// subcommands of :facts, fact sets for :facts use and (dotted) fact names
// for :facts set.
func (s *Session) commandArgs(cmd, prefix string) []string {
	var candidates []string
	switch cmd {
	case "load", "facts load":
		return s.fileNames(prefix)
	case "environment":
		return s.directoryNames(prefix)
	case "doc":
		candidates = s.wordCandidates("")
		candidates = append(candidates, s.wordCandidates("A")...)
	case "node":
		candidates = s.ev.NodeNames()
	case "facts":
		candidates = []string{"use", "set", "load"}
	case "facts use":
		candidates = append([]string{"local"}, facts.BuiltinNames()...)
	case "facts set":
		candidates = factNames(s.ev.Facts(), prefix)
	}
	var out []string
	for _, c := range candidates {
		if strings.HasPrefix(c, prefix) {
			out = append(out, c)
		}
	}
	return sorted(out)
}

// factNames lists the dotted fact names one level below the dotted part
// of prefix ("os.re" gives os.release, os.release.full is a level below).
func factNames(all *types.Hash, prefix string) []string {
	dot := strings.LastIndexByte(prefix, '.')
	h := all
	if dot >= 0 {
		inner, ok := facts.Dig(all, strings.Split(prefix[:dot], ".")...).(*types.Hash)
		if !ok {
			return nil
		}
		h = inner
	}
	var out []string
	for _, e := range h.Entries() {
		if k, ok := e.Key.(types.String); ok {
			out = append(out, prefix[:dot+1]+string(k))
		}
	}
	return out
}

// fileNames completes a path: the entries of its directory (relative to
// WorkDir) that start with its last part, directories with a slash.
func (s *Session) fileNames(prefix string) []string {
	dir, part := filepath.Split(prefix)
	entries, err := os.ReadDir(s.resolvePath(dirOrDot(dir)))
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, part) || (strings.HasPrefix(name, ".") && !strings.HasPrefix(part, ".")) {
			continue
		}
		if e.IsDir() {
			name += "/"
		}
		out = append(out, dir+name)
	}
	return sorted(out)
}

// directoryNames completes a directory's path, as fileNames does but
// offering directories only.
func (s *Session) directoryNames(prefix string) []string {
	var out []string
	for _, name := range s.fileNames(prefix) {
		if strings.HasSuffix(name, "/") {
			out = append(out, name)
		}
	}
	return out
}

func dirOrDot(dir string) string {
	if dir == "" {
		return "."
	}
	return dir
}
