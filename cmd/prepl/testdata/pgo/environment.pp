# args: --environment lang/testdata/benchenv --facts lang/testdata/benchenv/facts.yaml --node web01.bench.example.com --catalog json
# An environment's data: Hiera lookups with each merge strategy, automatic
# class parameters, EPP templates and the catalog of a role, run with
# lang/testdata/benchenv as the environment.
include role::web

$keys = ['baseline::packages', 'baseline::users', 'baseline::sysctl', 'monitoring::checks',
  'webstack::vhosts', 'webstack::worker_processes', 'baseline::motd', 'monitoring::contact']

$found = Integer[1, 40].map |$round| {
  $values = $keys.map |$k| { lookup($k) }
  $merged = [
    lookup('baseline::packages', Array[String], 'unique'),
    lookup('baseline::users', Hash, 'deep'),
    lookup('baseline::sysctl', Hash, 'hash'),
    lookup('monitoring::checks', { 'merge' => { 'strategy' => 'deep', 'merge_hash_arrays' => true } }),
    lookup('missing::key', Optional[String], 'first', "default${round}"),
  ]
  $motd = epp('baseline/motd.epp', {
    'motd'     => lookup('baseline::motd'),
    'packages' => $merged[0].length + $round,
    'users'    => $merged[1].keys.sort,
  })
  $inline = inline_epp(@(EPP), { 'checks' => $merged[3], 'round' => $round })
    <%- | Hash $checks, Integer $round | -%>
    # round <%= $round %>
    <% $checks.keys.sort.each |$name| { -%>
    check <%= $name %> = <%= $checks[$name] %>
    <% } -%>
    | EPP
  $values.map |$v| { String($v).length }.reduce(0) |$m, $n| { $m + $n } + $motd.length + $inline.length
}
notice("environment: ${found.reduce(0) |$m, $n| { $m + $n }}")
