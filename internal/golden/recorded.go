package golden

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// Recorded reads a recorded artefact that is neither a table nor a case
// file: a whole catalog, a graph, a report or a generated file, kept as
// Puppet wrote it and compared structurally (see the package comment). A
// missing one fails the test, naming the recorder to run.
func Recorded(t testing.TB, path, recorder string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err, "no recorded %s; run %s", path, recorder)
	return data
}
