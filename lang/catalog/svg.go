package catalog

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
)

// ErrNoGraphviz is returned by SVG when Graphviz's dot program is not
// installed; front ends then show the DOT text instead.
var ErrNoGraphviz = errors.New("the Graphviz dot program is not installed (apt-get install graphviz)")

// SVG renders a graph of the catalog as an SVG picture with Graphviz's
// dot program. ctx bounds the time dot may take.
func (v *View) SVG(ctx context.Context, which Graph) ([]byte, error) {
	return DotToSVG(ctx, v.DOT(which))
}

// DotToSVG renders DOT text as SVG with Graphviz's dot program.
func DotToSVG(ctx context.Context, dot string) ([]byte, error) {
	path, err := exec.LookPath("dot")
	if err != nil {
		return nil, ErrNoGraphviz
	}
	cmd := exec.CommandContext(ctx, path, "-Tsvg")
	cmd.Stdin = strings.NewReader(dot)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("dot: %v: %s", err, strings.TrimSpace(errOut.String()))
	}
	return out.Bytes(), nil
}
