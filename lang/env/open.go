package env

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Settings name an environment as the command line and the kernel's
// environment variables do. The zero Settings name no environment.
type Settings struct {
	// Dir is an environment directory (a control repository), "" for none.
	Dir string
	// ModulePath is a module path (directories separated by the path
	// list separator); when set it replaces the environment's own.
	ModulePath string
	// BaseModulePath is what $basemodulepath in environment.conf expands
	// to ("" by default: nothing).
	BaseModulePath string
}

// The environment variables the Jupyter kernel (and any front end that
// asks) reads its Settings from.
const (
	EnvDir            = "PREPL_ENVIRONMENT"
	EnvModulePath     = "PREPL_MODULEPATH"
	EnvBaseModulePath = "PREPL_BASEMODULEPATH"
)

// SettingsFromEnv reads Settings from the process's environment variables.
func SettingsFromEnv() Settings {
	return Settings{Dir: os.Getenv(EnvDir), ModulePath: os.Getenv(EnvModulePath), BaseModulePath: os.Getenv(EnvBaseModulePath)}
}

// AbsModulePath returns the directories of ModulePath, made absolute
// (relative ones are in the working directory).
func (s Settings) AbsModulePath() []string { return splitPath(s.ModulePath) }

// Open opens the environment the settings name; it returns nil, nil when
// they name none.
func Open(s Settings) (*Environment, error) {
	if s.Dir == "" && s.ModulePath == "" {
		return nil, nil
	}
	base := splitPath(s.BaseModulePath)
	if s.Dir == "" {
		return New("", "", splitPath(s.ModulePath), "")
	}
	dir, err := filepath.Abs(s.Dir)
	if err != nil {
		return nil, err
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, fmt.Errorf("the environment directory %s does not exist", s.Dir)
	}
	conf, err := readEnvironmentConf(filepath.Join(dir, "environment.conf"))
	if err != nil {
		return nil, err
	}
	modulePath := conf["modulepath"]
	if modulePath == "" {
		modulePath = "modules" + string(filepath.ListSeparator) + "$basemodulepath"
	}
	var mp []string
	if s.ModulePath != "" {
		mp = splitPath(s.ModulePath)
	} else {
		for _, p := range filepath.SplitList(modulePath) {
			if p == "" {
				continue
			}
			if p == "$basemodulepath" {
				mp = append(mp, base...)
				continue
			}
			mp = append(mp, absIn(dir, p))
		}
	}
	manifest := conf["manifest"]
	if manifest == "" {
		manifest = "manifests"
	}
	return New(filepath.Base(dir), dir, mp, absIn(dir, manifest))
}

// splitPath splits a module path list of the command line into absolute
// directories (relative ones are in the working directory), dropping
// empty entries.
func splitPath(list string) []string {
	var out []string
	for _, p := range filepath.SplitList(list) {
		if p == "" {
			continue
		}
		if abs, err := filepath.Abs(p); err == nil {
			p = abs
		}
		out = append(out, p)
	}
	return out
}

// absIn makes a path of environment.conf absolute: relative ones are in
// the environment directory.
func absIn(dir, p string) string {
	if filepath.IsAbs(p) {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

// readEnvironmentConf reads the settings of an environment.conf (an ini
// file: "key = value" lines, '#' and ';' comments, [section] headers
// ignored); a missing file has none.
func readEnvironmentConf(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	conf := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || line[0] == ';' || line[0] == '[' {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return nil, fmt.Errorf("%s:%d: expected 'setting = value', got %q", path, n, line)
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
			v = v[1 : len(v)-1]
		}
		conf[strings.TrimSpace(k)] = v
	}
	return conf, sc.Err()
}

// MainManifests returns the files of the main manifest in the order
// Puppet evaluates them: the manifest itself when it is a file, every .pp
// file under it when it is a directory; none when there is no main
// manifest.
func (e *Environment) MainManifests() ([]string, error) {
	if e.Manifest == "" {
		return nil, nil
	}
	st, err := os.Stat(e.Manifest)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return []string{e.Manifest}, nil
	}
	return ManifestFiles(e.Manifest)
}
