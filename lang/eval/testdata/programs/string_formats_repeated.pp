# String(value, formats) with one format hash many times, then with a
# hash of the same shape whose format is not valid.
$good = { Integer => '%05d', Array => { 'format' => '%(a', 'string_formats' => { Integer => '%x' } } }
notice(Integer[1, 3].map |$i| { String([$i, [$i * 10]], $good) }.join(' '))
notice(String(7, $good))
$bad = { Integer => '%05d', Array => { 'format' => '%(a', 'string_formats' => { Integer => 'x' } } }
notice(String([1], $bad))
