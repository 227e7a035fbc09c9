package syntax

import (
	"encoding/base64"
	"encoding/json"
	"strings"
	"unicode"
)

// CheckHeredocSyntax checks heredoc text against the syntax named in its
// tag (`@(END:json)`), as Puppet does for the syntaxes it knows: json,
// base64, pp and epp, also as the last part of a compound name such as
// `text+json`. It returns "" when the text is acceptable or the syntax is
// unknown, else Puppet's message ("Invalid produced text having syntax:
// 'json'. JSON syntax checker: ..."). The validator applies it to static
// heredoc text; the evaluator applies it to interpolated text.
func CheckHeredocSyntax(syntax, text string) string {
	if syntax == "" {
		return ""
	}
	segments := strings.Split(syntax, "+")
	for i := range segments {
		check := syntaxCheckers[strings.Join(segments[i:], "+")]
		if check == nil {
			continue
		}
		if msg := check(text); msg != "" {
			return "Invalid produced text having syntax: '" + syntax + "'. " + msg
		}
		return ""
	}
	return ""
}

// syntaxCheckers are Puppet's built-in heredoc syntax checkers.
var syntaxCheckers map[string]func(string) string

func init() {
	syntaxCheckers = map[string]func(string) string{
		"json":   checkJSON,
		"base64": checkBase64,
		"pp":     func(t string) string { return checkPuppet(t, false) },
		"epp":    func(t string) string { return checkPuppet(t, true) },
	}
}

// capMessage shortens a checker's message and escapes its line breaks.
func capMessage(msg string, n int) string {
	if r := []rune(msg); len(r) > n {
		msg = string(r[:n])
	}
	msg = strings.ReplaceAll(msg, "\r\n", `\n`)
	return strings.ReplaceAll(msg, "\n", `\n`)
}

func checkJSON(text string) string {
	var v any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return `JSON syntax checker: Cannot parse invalid JSON string. "` + capMessage(err.Error(), 100) + `"`
	}
	return ""
}

func checkBase64(text string) string {
	clean := strings.Map(func(r rune) rune {
		if r == '\r' || r == '?' || r == '\n' || isBlank(r) || r != ' ' && unicode.Is(unicode.Zs, r) {
			return -1
		}
		return r
	}, text)
	if _, err := base64.StdEncoding.Strict().DecodeString(clean); err != nil {
		if len(clean)*8%6 != 0 {
			return "Base64 syntax checker: Cannot parse invalid Base64 string - padding is not correct"
		}
		return "Base64 syntax checker: Cannot parse invalid Base64 string - contains letters outside strict base 64 range (or whitespace)"
	}
	return ""
}

// checkPuppet parses Puppet code (or an EPP template) and reports its
// first error as Puppet's pp and epp checkers do.
func checkPuppet(text string, epp bool) string {
	src := NewSource("", text)
	var err error
	name := "PP"
	if epp {
		name = "EPP"
		_, err = ParseEPP(src)
	} else {
		_, err = Parse(src)
	}
	if err == nil {
		return ""
	}
	msg := err.Error()
	if e, ok := err.(*Error); ok && e.Msg == "Syntax error at end of input" {
		msg = e.Msg
	}
	return name + ` syntax checker: "` + capMessage(msg, 500) + `"`
}
