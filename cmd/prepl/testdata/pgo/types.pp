# args: --os debian-12
# Types: aliases, typed function parameters, inference of values' types,
# assignability, conversions with new, and assert_type.
type Port = Integer[1, 65535]
type Endpoint = Struct[{ host => String[1], port => Port, Optional[tls] => Boolean }]
type Setting = Variant[String, Numeric, Boolean, Array[Setting], Hash[String, Setting]]

function check_endpoint(Endpoint $e) >> String {
  "${e['host']}:${e['port']}"
}

function weight(Variant[Integer, Float] $n, Optional[Integer] $scale = undef) >> Float {
  Float($n) * ($scale ? { undef => 1, default => $scale })
}

$rounds = 300

$samples = [1, -4, 2.5, 'word', 'Word with spaces', [1, 2, 3], ['a', 1, true], { 'k' => 'v' },
  { 'host' => 'a.example', 'port' => 443 }, true, undef, [[1, 2], [3]], { 'n' => { 'm' => [1.5] } }, '']

$results = Integer[1, $rounds].map |$round| {
  $inferred = $samples.map |$v| { String(type($v)) }
  $generic = $samples.map |$v| { type($v, 'generalized') }
  $settings = $samples.filter |$v| { $v =~ Setting }
  $endpoints = Integer[1, 30].map |$i| { { 'host' => "h${i}.example", 'port' => 1000 + $i * $round, 'tls' => $i % 2 == 0 } }
  $valid = $endpoints.filter |$e| { $e =~ Endpoint }.map |$e| { check_endpoint($e) }
  $assignable = [Integer[0, 10], Float, Numeric, Scalar, Data, Collection, Tuple[Integer, String], Optional[Port]].map |$t| {
    $generic.filter |$g| { $g <= $t }.length
  }
  $converted = ['12', '0x1f', '3.25', '-8', '1e2'].map |$s| {
    $s =~ /\./ ? { true => Float.new($s), default => Numeric.new($s) }
  }
  $weights = $converted.map |$c| { weight($c, $round % 3 + 1) }
  $asserted = assert_type(Array[Endpoint, 30, 30], $endpoints).length
  $strings = Integer[0, 20].map |$i| { String($i * $round, '%o') }.map |$o| { Integer.new("0${o}") }
  $tuple = [$round, "r${round}", [$round]] =~ Tuple[Integer, Pattern[/^r\d+$/], Array[Integer, 1, 1]]
  $sensitive = Sensitive("secret${round}").unwrap.length
  [$inferred.unique.length, $settings.length, $valid.length, $assignable.reduce(0) |$m, $n| { $m + $n },
    $weights.reduce(0.0) |$m, $w| { $m + $w }.round, $asserted, $strings.reduce(0) |$m, $n| { $m + $n },
    $tuple ? { true => 1, default => 0 }, $sensitive]
}

notice("types: ${results[0]} ${results[-1]} ${type($results, 'generalized')}")
