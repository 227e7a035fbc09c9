# args: --os debian-12
# Text: interpolation, sprintf and String.new formats, split and join,
# regsubst, case changes and heredocs, as configuration files are built.
$rounds = 120

$hosts = Integer[1, 40].map |$i| { sprintf('node%03d.%s.example.org', $i, ['fra', 'ams', 'lon'][$i % 3]) }

$lines = Integer[1, $rounds].map |$round| {
  $entries = $hosts.map |$i, $h| {
    $parts = $h.split(/\./)
    $short = $parts[0]
    $site = $parts[1].upcase
    $port = 8000 + ($i * $round) % 1000
    $weight = ($i + 1) * 1.5 / ($round + 2)
    $line = "server ${short} ${h}:${port} weight=${String($weight, '%.3f')} site=${site}"
    $clean = $line.regsubst(/\s+/, ' ', 'G').regsubst(/node0*(\d+)/, 'n\1')
    $padded = "${String($port, '%-6d')}${String($i, '%04x')}${sprintf('%+.2e', $weight)}"
    "${clean} ${padded}"
  }
  $text = $entries.join("\n")
  $words = $text.split(/[\s:=]+/)
  $caps = $words[0, 20].map |$w| { $w.capitalize }.join(',')
  $conf = @("CONF"/L)
    # generated for round ${round}
    upstream pool_${round} {
      ${entries[0]}
      ${entries[-1]}
    }
    words=${words.length} first=${caps}
    | CONF
  $fmt = String({ 'round' => $round, 'hosts' => $hosts[0, 3], 'ok' => true }, { Hash => { format => '%<h', separator => '; ' }, Array => '%(a', Integer => '%#x' })
  $sum = $conf.length + $fmt.length + $text.length
  [$sum, $conf.strip.downcase.length, "${round}:${words[-1]}".length]
}

$report = $lines.map |$l| { sprintf('%-8d|%6d|%3d', *$l) }
$digest = $report.join('').length + $report.map |$r| { $r.regsubst(/[^0-9]/, '', 'G').length }.reduce(0) |$m, $n| { $m + $n }
notice("strings: ${digest} ${report[0]} ${report[-1]}")
