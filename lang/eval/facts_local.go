package eval

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"runtime"
	"strconv"
	"strings"

	"prepl/types"
)

// LocalFacts returns a small, honest set of facts about this machine, in
// Facter's shapes: os, kernel, hostname, fqdn, domain, processors, memory
// and networking (plus the flat legacy names Facter also provides). Facts
// that cannot be read are left out rather than guessed.
func LocalFacts() *types.Hash {
	b := types.NewHashBuilder(24)
	set := func(k string, v types.Value) {
		if v != nil {
			b.Set(types.String(k), v)
		}
	}
	host, _ := os.Hostname()
	hostname, domain, _ := strings.Cut(host, ".")
	if domain == "" {
		domain = resolvDomain()
	}
	fqdn := hostname
	if domain != "" {
		fqdn = hostname + "." + domain
	}
	kernel := capitalizeWord(runtime.GOOS)
	release := strings.TrimSpace(readFile("/proc/sys/kernel/osrelease"))
	arch := facterArch(runtime.GOARCH)

	set("os", osFacts(kernel, arch))
	set("kernel", types.String(kernel))
	if release != "" {
		set("kernelrelease", types.String(release))
		set("kernelversion", types.String(strings.SplitN(release, "-", 2)[0]))
		parts := strings.SplitN(release, ".", 3)
		if len(parts) >= 2 {
			set("kernelmajversion", types.String(parts[0]+"."+parts[1]))
		}
	}
	set("architecture", types.String(arch))
	set("hostname", types.String(hostname))
	set("domain", types.String(domain))
	set("fqdn", types.String(fqdn))
	set("processors", processorFacts())
	if m := memoryFacts(); m != nil {
		set("memory", m)
	}
	net, ip := networkingFacts(hostname, domain, fqdn)
	set("networking", net)
	if ip != "" {
		set("ipaddress", types.String(ip))
	}
	set("processorcount", types.Int(runtime.NumCPU()))
	return b.Build()
}

// osFacts describes the operating system from /etc/os-release.
func osFacts(kernel, arch string) *types.Hash {
	rel := map[string]string{}
	for _, line := range strings.Split(readFile("/etc/os-release"), "\n") {
		k, v, ok := strings.Cut(line, "=")
		if ok {
			rel[k] = strings.Trim(v, `"'`)
		}
	}
	name := rel["NAME"]
	if id := rel["ID"]; id != "" {
		name = capitalizeWord(id)
	}
	if name == "" {
		name = kernel
	}
	family := kernel
	switch rel["ID"] {
	case "debian", "ubuntu":
		family = "Debian"
	case "rhel", "centos", "fedora", "rocky", "almalinux":
		family = "RedHat"
	}
	if strings.Contains(rel["ID_LIKE"], "debian") {
		family = "Debian"
	}
	pairs := []types.Value{
		types.String("name"), types.String(name),
		types.String("family"), types.String(family),
		types.String("architecture"), types.String(arch),
		types.String("hardware"), types.String(facterHardware(runtime.GOARCH)),
	}
	if v := rel["VERSION_ID"]; v != "" {
		major, _, _ := strings.Cut(v, ".")
		pairs = append(pairs, types.String("release"), types.HashOf(
			types.String("full"), types.String(v),
			types.String("major"), types.String(major),
		))
	}
	return types.HashOf(pairs...)
}

// processorFacts counts processors and names their models.
func processorFacts() *types.Hash {
	var models []types.Value
	for _, line := range strings.Split(readFile("/proc/cpuinfo"), "\n") {
		k, v, ok := strings.Cut(line, ":")
		if ok && strings.TrimSpace(k) == "model name" {
			models = append(models, types.String(strings.TrimSpace(v)))
		}
	}
	return types.HashOf(
		types.String("count"), types.Int(runtime.NumCPU()),
		types.String("models"), types.NewArray(models),
		types.String("isa"), types.String(facterHardware(runtime.GOARCH)),
	)
}

// memoryFacts reads /proc/meminfo (nil when it cannot be read).
func memoryFacts() *types.Hash {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return nil
	}
	defer f.Close()
	kb := map[string]int64{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		if err == nil {
			kb[k] = n
		}
	}
	total, avail := kb["MemTotal"]*1024, kb["MemAvailable"]*1024
	if total == 0 {
		return nil
	}
	used := total - avail
	system := types.HashOf(
		types.String("available"), types.String(humanBytes(avail)),
		types.String("available_bytes"), types.Int(avail),
		types.String("capacity"), types.String(fmt.Sprintf("%.2f%%", float64(used)*100/float64(total))),
		types.String("total"), types.String(humanBytes(total)),
		types.String("total_bytes"), types.Int(total),
		types.String("used"), types.String(humanBytes(used)),
		types.String("used_bytes"), types.Int(used),
	)
	return types.HashOf(types.String("system"), system)
}

// networkingFacts lists the network interfaces and the primary address.
func networkingFacts(hostname, domain, fqdn string) (*types.Hash, string) {
	ifaces, _ := net.Interfaces()
	ib := types.NewHashBuilder(len(ifaces))
	primary, primaryIP, primaryMac := "", "", ""
	for _, ifc := range ifaces {
		pairs := []types.Value{}
		if mac := ifc.HardwareAddr.String(); mac != "" {
			pairs = append(pairs, types.String("mac"), types.String(mac))
		}
		pairs = append(pairs, types.String("mtu"), types.Int(ifc.MTU))
		addrs, _ := ifc.Addrs()
		var bindings []types.Value
		ip := ""
		for _, a := range addrs {
			ipn, ok := a.(*net.IPNet)
			if !ok || ipn.IP.To4() == nil {
				continue
			}
			ones, bits := ipn.Mask.Size()
			network := ipn.IP.Mask(ipn.Mask)
			bindings = append(bindings, types.HashOf(
				types.String("address"), types.String(ipn.IP.String()),
				types.String("netmask"), types.String(net.IP(net.CIDRMask(ones, bits)).String()),
				types.String("network"), types.String(network.String()),
			))
			if ip == "" {
				ip = ipn.IP.String()
			}
		}
		if ip != "" {
			pairs = append(pairs, types.String("ip"), types.String(ip), types.String("bindings"), types.NewArray(bindings))
		}
		ib.Set(types.String(ifc.Name), types.HashOf(pairs...))
		if primary == "" && ip != "" && ifc.Flags&net.FlagLoopback == 0 {
			primary, primaryIP, primaryMac = ifc.Name, ip, ifc.HardwareAddr.String()
		}
	}
	pairs := []types.Value{
		types.String("hostname"), types.String(hostname),
		types.String("domain"), types.String(domain),
		types.String("fqdn"), types.String(fqdn),
		types.String("interfaces"), ib.Build(),
	}
	if primary != "" {
		pairs = append(pairs,
			types.String("primary"), types.String(primary),
			types.String("ip"), types.String(primaryIP))
		if primaryMac != "" {
			pairs = append(pairs, types.String("mac"), types.String(primaryMac))
		}
	}
	return types.HashOf(pairs...), primaryIP
}

// resolvDomain reads the domain from /etc/resolv.conf, as Facter does
// when the host name has none.
func resolvDomain() string {
	for _, line := range strings.Split(readFile("/etc/resolv.conf"), "\n") {
		fields := strings.Fields(line)
		if len(fields) >= 2 && (fields[0] == "domain" || fields[0] == "search") {
			return fields[1]
		}
	}
	return ""
}

// readFile returns a file's text, or "" when it cannot be read.
func readFile(path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	return string(data)
}

// humanBytes formats a size as Facter does ("15.52 GiB").
func humanBytes(n int64) string {
	units := []string{"bytes", "KiB", "MiB", "GiB", "TiB", "PiB"}
	f := float64(n)
	i := 0
	for f >= 1024 && i < len(units)-1 {
		f /= 1024
		i++
	}
	if i == 0 {
		return fmt.Sprintf("%d bytes", n)
	}
	return fmt.Sprintf("%.2f %s", f, units[i])
}

// facterArch names an architecture as Facter does on Debian.
func facterArch(goarch string) string {
	switch goarch {
	case "amd64":
		return "amd64"
	case "386":
		return "i386"
	case "arm64":
		return "arm64"
	}
	return goarch
}

// facterHardware names the machine hardware as uname -m does.
func facterHardware(goarch string) string {
	switch goarch {
	case "amd64":
		return "x86_64"
	case "386":
		return "i686"
	case "arm64":
		return "aarch64"
	}
	return goarch
}

// capitalizeWord upper-cases the first letter of a word.
func capitalizeWord(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
