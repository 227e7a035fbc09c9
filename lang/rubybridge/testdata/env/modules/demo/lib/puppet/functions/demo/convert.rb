# Returns Ruby values of kinds Puppet converts: symbols, nested nils,
# floats, big integers, hashes with non-string keys.
Puppet::Functions.create_function(:'demo::convert') do
  def convert(which)
    case which
    when 'symbols' then [:undef, :default, :other]
    when 'nested' then { 'a' => [nil, { 1 => nil }], :sym => 2.0 }
    when 'big' then 2**70
    when 'object' then Object.new
    end
  end
end
