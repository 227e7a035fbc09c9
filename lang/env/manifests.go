package env

import (
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
)

// ManifestFiles lists the *.pp files under dir in the order Puppet reads
// a manifest directory: sorted by their whole path (so "a-b.pp" comes
// before "a/x.pp").
func ManifestFiles(dir string) ([]string, error) { return filesUnder(dir, ".pp") }

// SourceFiles lists the manifests and EPP templates under dir, sorted
// by their whole path: what validating a module or environment checks.
func SourceFiles(dir string) ([]string, error) { return filesUnder(dir, ".pp", ".epp") }

// filesUnder lists the files under dir whose names end in one of the
// suffixes, sorted by their whole path.
func filesUnder(dir string, suffixes ...string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		for _, s := range suffixes {
			if strings.HasSuffix(path, s) {
				files = append(files, path)
				break
			}
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}
