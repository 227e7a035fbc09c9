# args: --os debian-12
# Choosing by pattern: case and selector expressions over regexps, types
# and values, =~ with captures, `in`, and type checks of data.
$rounds = 300

$names = ['web-01.prod', 'db-12.prod', 'cache-3.stage', 'web-22.stage', 'lb-1.prod', 'mq-07.dev',
  'db-2.dev', 'worker-115.prod', 'api-9.stage', 'web-40.dev', 'search-5.prod', 'batch-66.dev']
$values = [1, 2.5, 'text', [1, 2], { 'a' => 1 }, true, undef, /re/, 'xxx', -7, 1e3, ['a', 'b', 'c']]

$scores = Integer[1, $rounds].map |$round| {
  $roles = $names.map |$i, $n| {
    $name = "${n}${$round % 5}"
    $role = $name ? {
      /^web-(\d+)/   => "frontend ${1}",
      /^(db|cache)-/ => "storage ${1}",
      /^lb-/         => 'edge',
      /^(api|mq)-(\d+)\.(\w+)/ => "service ${1} ${3}",
      default        => 'other',
    }
    $tier = case $name {
      /\.prod\d$/: { 3 }
      /\.stage\d$/: { 2 }
      /\.dev[0-4]$/, /\.dev[5-9]$/: { 1 }
      default: { 0 }
    }
    $number = $name =~ /-(\d+)\./ ? { true => Integer($1, 10), default => 0 }
    $known = $role.split(' ')[0] in ['frontend', 'storage', 'edge']
    [$tier, $number, $known, $role.length]
  }
  $kinds = $values.map |$v| {
    case $v {
      Integer[0]: { 'natural' }
      Integer: { 'negative' }
      Float: { 'float' }
      String[4]: { 'long text' }
      String: { 'text' }
      Array[Integer]: { 'numbers' }
      Array[String, 2]: { 'words' }
      Hash[String, Integer]: { 'counts' }
      Boolean: { 'flag' }
      Regexp: { 'pattern' }
      Undef: { 'nothing' }
      default: { 'other' }
    }
  }
  $checks = $values.map |$v| {
    [$v =~ Variant[Integer, Float], $v =~ Optional[String], $v =~ Collection[1], $v =~ Scalar, $v =~ Data] ? {
      [true, false, false, true, true] => 'number',
      [false, true, false, true, true] => 'string',
      [false, true, false, false, true] => 'undef',
      default => 'structure',
    }
  }
  $hits = $names.filter |$n| { $n =~ /^(web|api)-\d{1,2}\.(prod|stage)$/ }
  $tokens = $names.map |$n| { $n.match(/^([a-z]+)-(\d+)\.(\w+)$/) }.filter |$m| { $m =~ NotUndef }
  $sum = $roles.reduce(0) |$m, $r| { $m + $r[0] * 100 + $r[1] + ($r[2] ? { true => 1000, default => 0 }) + $r[3] }
  $sum + $kinds.unique.length + $checks.filter |$c| { $c == 'number' }.length + $hits.length + $tokens.length
}

notice("matching: ${scores.reduce(0) |$m, $s| { $m + $s }} ${scores[0]} ${scores[-1]}")
