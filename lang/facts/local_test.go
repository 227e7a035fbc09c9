package facts

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"prepl/display"
	"prepl/types"
)

// notGathered reports whether a fact is one Facter resolves that the
// gatherer does not: those that need Ruby, Augeas, hypervisor probes, DMI
// tables, SSH host keys or ZFS tools.
func notGathered(name string) bool {
	switch name {
	case "augeas", "augeasversion", "facterversion", "hypervisors", "ruby", "rubyplatform", "rubysitedir",
		"rubyversion", "virtual", "is_virtual", "dmi", "ssh", "partitions", "manufacturer", "productname",
		"serialnumber", "uuid":
		return true
	}
	for _, prefix := range []string{"ssh", "bios_", "board", "chassis", "zfs", "zpool"} {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// sameValue are the facts whose values the gatherer must give exactly as
// Facter does; the others must be there with the same kind of value
// (their details vary with the machine: leases, udev data, mounts).
var sameValue = []string{
	"os", "kernel", "kernelrelease", "kernelversion", "kernelmajversion", "networking.hostname",
	"networking.fqdn", "networking.ip", "networking.ip6", "networking.mac", "networking.primary",
	"processors.count", "processors.models", "processors.isa", "memory.system.total_bytes", "identity",
	"timezone", "path", "fips_enabled", "filesystems",
	// Legacy facts.
	"osfamily", "operatingsystem", "operatingsystemrelease", "operatingsystemmajrelease", "architecture",
	"hardwaremodel", "hardwareisa", "processorcount", "processor0", "physicalprocessorcount", "ipaddress",
	"ipaddress6", "macaddress", "netmask", "network", "memorysize", "memorysize_mb", "interfaces",
	"lsbdistid", "lsbdistrelease", "lsbdistcodename", "lsbmajdistrelease", "selinux", "id", "gid",
	"hostname", "fqdn", "domain",
}

func TestGatherMatchesFacter(t *testing.T) {
	if _, err := exec.LookPath("facter"); err != nil {
		t.Skip("facter is not installed")
	}
	want, _, err := RunFacter(context.Background())
	require.NoError(t, err)
	got := Gather()
	compared := 0
	for _, path := range sameValue {
		w := Dig(want, strings.Split(path, ".")...)
		if w == nil {
			continue
		}
		compared++
		assert.Equal(t, display.ToString(w), display.ToString(Dig(got, strings.Split(path, ".")...)), path)
	}
	assert.Greater(t, compared, 25, "facts compared")
	for _, e := range want.Entries() {
		name := string(e.Key.(types.String))
		if notGathered(name) {
			continue
		}
		mine, ok := got.GetString(name)
		if assert.True(t, ok, "the gatherer lacks %s", name) {
			assert.Equal(t, kindOf(e.Value), kindOf(mine), name)
		}
	}
	assert.Equal(t, keys(want, nil), keys(got, want), "the facts' order")
}

// keys lists the names of h's facts, in order, leaving out those the
// gatherer does not resolve and, given other, those other lacks.
func keys(h, other *types.Hash) []string {
	var out []string
	for _, e := range h.Entries() {
		k := string(e.Key.(types.String))
		if notGathered(k) {
			continue
		}
		if other != nil && !has(other, k) {
			continue
		}
		out = append(out, k)
	}
	return out
}

func has(h *types.Hash, k string) bool {
	_, ok := h.GetString(k)
	return ok
}
