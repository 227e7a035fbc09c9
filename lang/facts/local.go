package facts

import (
	"context"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"time"

	"prepl/types"
)

// facterTimeout bounds a Facter run; a Facter that takes longer is given
// up for the gatherer.
const facterTimeout = 30 * time.Second

var local struct {
	once   sync.Once
	facts  *types.Hash
	origin string
}

// Local returns this machine's facts and where they came from: Facter's
// (`facter --json --show-legacy`) when a Facter 4 is installed, else
// Gather's. Running Facter takes about a second, so the first call does
// the work and later calls return the same facts; callers ask only when
// compiled code needs the facts.
func Local() (*types.Hash, string) {
	local.once.Do(func() {
		if h, version, err := RunFacter(context.Background()); err == nil {
			local.facts, local.origin = h, "this machine (facter "+version+")"
			return
		}
		local.facts, local.origin = Gather(), "this machine (prepl's gatherer; no Facter 4 found)"
	})
	return local.facts, local.origin
}

// RunFacter runs Facter for this machine's facts, legacy facts included,
// and returns them with Facter's version. It fails when Facter is not
// installed, fails, or is not Facter 4 (whose shapes the rest of prepl
// knows).
func RunFacter(ctx context.Context) (*types.Hash, string, error) {
	path, err := exec.LookPath("facter")
	if err != nil {
		return nil, "", err
	}
	ctx, cancel := context.WithTimeout(ctx, facterTimeout)
	defer cancel()
	// Facter logs what it cannot read on stderr and then exits with
	// status 1; the facts it could read are on stdout all the same.
	out, runErr := exec.CommandContext(ctx, path, "--json", "--show-legacy").Output()
	h, err := Parse(out)
	if err != nil {
		if runErr != nil {
			return nil, "", fmt.Errorf("facter failed: %w", runErr)
		}
		return nil, "", fmt.Errorf("facter's output: %w", err)
	}
	version, _ := h.GetString("facterversion")
	v, _ := version.(types.String)
	if !strings.HasPrefix(string(v), "4.") {
		return nil, "", fmt.Errorf("facter %s is not Facter 4", v)
	}
	return h, string(v), nil
}
