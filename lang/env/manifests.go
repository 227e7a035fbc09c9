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
func ManifestFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".pp") {
			files = append(files, path)
		}
		return nil
	})
	sort.Strings(files)
	return files, err
}
