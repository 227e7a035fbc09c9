package rubybridge

import (
	"os"
	"path/filepath"

	"prepl/lang/eval"
)

// ERB renders an ERB template in the caller's scope, as Puppet's
// template() and inline_template() do: name is the template text when
// inline, otherwise `module/file` under the module's templates directory,
// or an absolute path.
func (b *Bridge) ERB(c *eval.Call, name string, inline bool) (string, error) {
	src, file := name, ""
	what := "ERB templates are"
	if !inline {
		file = b.findTemplate(name)
		if file == "" {
			return "", c.ErrorAt("Could not find template '%s'", name)
		}
	}
	code, err := b.allow(what, file)
	if err != nil {
		return "", c.ErrorAt("%s", err.Error())
	}
	if !inline {
		data, err := os.ReadFile(code)
		if err != nil {
			return "", c.ErrorAt("Failed to parse template %s:\n  Filepath: %s\n  Line: \n  Detail: %s\n", name, file, rubyIOError(err, file))
		}
		src = string(data)
	}
	p, _, err := b.process(what, code)
	if err != nil {
		return "", c.ErrorAt("%s", err.Error())
	}
	h := b.begin()
	defer b.end()
	req := map[string]any{"op": "erb", "name": name, "src": src, "vars": visibleVariables(c, h)}
	if file != "" {
		req["file"] = file
	}
	r, err := b.exchange(c, p, h, req, nil)
	if err != nil {
		var re *rubyError
		if asRubyError(err, &re) && re.need != "" {
			return "", c.ErrorAt("The ERB template %s %s", templateLabel(name, file), re.msg)
		}
		if asRubyError(err, &re) {
			return "", c.ErrorAt("%s", re.msg)
		}
		return "", err
	}
	s, _ := r.(string)
	return s, nil
}

func templateLabel(name, file string) string {
	if file == "" {
		return "(inline)"
	}
	return file
}

// findTemplate resolves a template name as Puppet does: an absolute path
// as it is, `module/file` to the module's templates directory when the
// file exists there; "" when not found.
func (b *Bridge) findTemplate(name string) string {
	if filepath.IsAbs(name) {
		return name
	}
	if b.env == nil {
		return ""
	}
	p, _ := b.env.ModuleFile("templates", name)
	return p
}

// rubyIOError words a file error as Ruby does.
func rubyIOError(err error, file string) string {
	if os.IsNotExist(err) {
		return "No such file or directory @ rb_sysopen - " + file
	}
	if os.IsPermission(err) {
		return "Permission denied @ rb_sysopen - " + file
	}
	return err.Error()
}
