# args: --os debian-12
# Hashes: merging defaults and overrides, grouping records, digging into
# nested data, and turning arrays into hashes and back.
$rounds = 80

$defaults = {
  'ensure'  => 'present',
  'owner'   => 'root',
  'group'   => 'root',
  'mode'    => '0644',
  'options' => { 'backup' => false, 'replace' => true, 'tags' => ['base'] },
}

$results = Integer[1, $rounds].map |$round| {
  $records = Integer[0, 59].map |$i| {
    {
      'name'  => "svc${i}",
      'team'  => ['core', 'data', 'web', 'ops'][($i + $round) % 4],
      'port'  => 2000 + $i * 3,
      'mode'  => $i % 5 ? { 0 => '0600', default => undef },
      'extra' => { 'weight' => $i % 7, 'labels' => ["l${$i % 3}", "r${$round % 4}"] },
    }
  }
  $settings = $records.reduce({}) |$acc, $r| {
    $own = $r.filter |$k, $v| { $v =~ NotUndef and $k != 'extra' }
    $acc + { $r['name'] => $defaults + $own + { 'options' => $defaults['options'] + { 'weight' => $r['extra']['weight'] } } }
  }
  $by_team = $records.reduce({}) |$acc, $r| {
    $team = $r['team']
    $acc + { $team => $acc.get($team, []) + [$r['name']] }
  }
  $ports = Hash($records.map |$r| { [$r['name'], $r['port']] })
  $inverted = $ports.reduce({}) |$acc, $kv| { $acc + { String($kv[1]) => $kv[0] } }
  $merged = deep_merge($settings['svc1'], { 'options' => { 'tags' => ['extra'], 'replace' => false } })
  $restricted = $settings.filter |$n, $s| { $s['mode'] == '0600' }
  $labels = $records.map |$r| { $r.dig('extra', 'labels', 1) }.unique
  $sizes = $by_team.map |$team, $members| { [$team, $members.length] }.sort
  $without = $settings.keys.filter |$k| { $k !~ /[05]$/ }.reduce($settings) |$s, $k| { $s - [$k] }
  $counts = $records.map |$r| { $r['team'] }.reduce({}) |$c, $t| { $c + { $t => $c.get($t, 0) + 1 } }
  [$settings.length, $restricted.length, $inverted.length, $labels.length, $without.length,
    $merged['options']['tags'].length, $sizes.map |$s| { $s[1] }.reduce(0) |$m, $n| { $m + $n },
    $counts.values.max, $settings.values.map |$s| { $s['options']['weight'] }.reduce(0) |$m, $w| { $m + $w }]
}

$total = $results.map |$r| { $r.reduce(0) |$m, $n| { $m + $n } }.reduce(0) |$m, $n| { $m + $n }
notice("hashes: ${total} ${results[0]}")
