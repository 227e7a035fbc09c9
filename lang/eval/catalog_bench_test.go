package eval

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"prepl/lang/syntax"
)

// catalogBenchProgram declares n instances of nested defines with
// defaults, relationships, virtual resources and a collector, then reads
// attributes back: the shape of shared/bench/programs/catalog_defines.pp.
func catalogBenchProgram(n int) string {
	var sb strings.Builder
	sb.WriteString(`
class params($base = 8000) { $domain = 'bench.example.com' }
define check(String $target, Integer $every = 1) {
  @notify { "probe ${title}": message => "probe ${target} every ${every}", tag => ["every_${every}"] }
}
define listener(Integer $port, String $vhost) {
  include params
  check { "check-${title}": target => "${vhost}:${port}", require => Class['params'] }
}
define vhost(Integer $port = 80, Integer $weight = 1, String $proto = 'tcp', Array[String] $aliases = []) {
  $root = "/srv/www/${title}"
  listener { "${title}-http": port => $port, vhost => $title }
}
Check { every => 2 }
`)
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&sb, "vhost { 'site%d': port => %d, weight => %d }\n", i, 8000+i%7, i%10)
		if i > 1 {
			fmt.Fprintf(&sb, "Vhost['site%d'] -> Vhost['site%d']\n", i-1, i)
		}
	}
	sb.WriteString("Notify <| tag == 'every_2' and title == 'probe check-site3-http' |>\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&sb, "$w%d = Vhost['site%d']['weight']\n", i, i)
	}
	return sb.String()
}

func BenchmarkCatalogDefines(b *testing.B) {
	prog, err := syntax.Parse(syntax.NewSource("bench.pp", catalogBenchProgram(1000)))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		e := New(Options{NodeName: "bench.example.com"})
		if _, err := e.Evaluate(context.Background(), prog); err != nil {
			b.Fatal(err)
		}
		if len(e.Catalog().Resources) < 3000 {
			b.Fatal("resources missing")
		}
	}
}

func BenchmarkCatalogJSON(b *testing.B) {
	prog, err := syntax.Parse(syntax.NewSource("bench.pp", catalogBenchProgram(1000)))
	if err != nil {
		b.Fatal(err)
	}
	e := New(Options{NodeName: "bench.example.com"})
	if _, err := e.Evaluate(context.Background(), prog); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := e.Catalog().JSON(); err != nil {
			b.Fatal(err)
		}
	}
}
