# Regenerate strftime.golden and strptime.golden from Ruby's Time#strftime and
# Date._strptime, the engines Puppet formats and parses Timestamps with:
#
#   ruby rubytime.rb
#
# Rows are golden tables (see internal/golden and scripts/golden.rb).
require 'date'
require_relative '../../../scripts/golden'

def rat(x)
  x.is_a?(Rational) && x.denominator != 1 ? "#{x.numerator}/#{x.denominator}" : x.to_i.to_s
end

dir = File.dirname(__FILE__)
srand(20240601)
directives = %w[a A b B c C d D e F g G h H I j k l L m M n N p P r R s S t T u U v V w W x X y Y z Z %
                :z ::z :::z ::::z : E O Ey EC Ez Od Ok Oz + Q q]
flags = ['', '', '', '-', '_', '0', '^', '#', '-_', '_-', '0_', '_0', '^#', '#^']
widths = ['', '', '', '1', '2', '3', '5', '10', '04', '12']
instants = [0, 1472040794, -1472040795, 951782400, 1230768000, 1262476800, 1704067199, -62135596800, 253402300799]

File.open(File.join(dir, 'strftime.golden'), 'w') do |out|
  out.puts '# Time#strftime: seconds, nanoseconds, offset east of UTC, 1 for UTC, format, result ("ERROR: ..." when Ruby fails).'
  4000.times do
    sec = rand < 0.5 ? instants.sample : rand(-10**11..10**11)
    nsec = [0, 123456789, 999999999, rand(10**9)].sample
    off = [0, 3600, -3600, 32400, -34200, 1800, -1800, 19800, -19815, 45, -45].sample
    utc = rand(2)
    fmt = ''
    rand(1..4).times { fmt << ['', 'x', ' ', '-', ':', '%%'].sample << '%' << flags.sample << widths.sample << directives.sample }
    fmt << '%' if rand < 0.03
    t = Time.at(Rational(sec * 1_000_000_000 + nsec, 1_000_000_000))
    t = utc == 1 ? t.utc : t.localtime(off)
    res = begin
      t.strftime(fmt)
    rescue ArgumentError => e
      "ERROR: #{e.message}"
    end
    out.puts Golden.row(sec, nsec, off, utc, fmt, res)
  end
end

keys = %w[year mon mday hour min sec wday yday cwyear cweek cwday wnum0 wnum1 sec_fraction seconds zone offset leftover]
pdirs = %w[Y m d H M S L N y C e j b B a A p P I l k z Z s Q G g V u w U W F T D R r v c x X % +]
zones = ['UTC', 'Z', 'PST', 'pdt', 'CET', '+09:00', '-0530', '+5.5', 'GMT+3', 'utc-2', 'UT+5', 'Eastern Standard Time',
         'Central Daylight Time', 'EST DST', 'Foo', 'Europe/Stockholm', '+123', '-12345', 'zp4', 'a', 'J']
File.open(File.join(dir, 'strptime.golden'), 'w') do |out|
  out.puts '# Date._strptime: string, format, the entries read (key=value, sorted) or "nil" when the string does not match.'
  4000.times do
    t = Time.at(rand(-10**11..10**11) + Rational(rand(10**9), 10**9)).localtime(rand(-50000..50000))
    fmt = ''
    rand(1..5).times { fmt << ['', '', ' ', '-', ':', 'T', '/', '  '].sample << '%' << ['', '', '', '', '-', '_', '0', '^', '3'].sample << pdirs.sample }
    s = (t.strftime(fmt) rescue fmt.dup)
    s = s.sub(/[+-]\d\d:?\d\d|UTC/) { zones.sample } if rand < 0.3
    case rand(8)
    when 0 then s += ['x', ' ', '1', ' 12'].sample
    when 1 then s = s[0...rand(0..s.size)]
    when 2 then s = s.sub(/\d/) { rand(10).to_s }
    when 3 then s = s.upcase
    end
    fmt = fmt.gsub(/%[-_0^]?3?/) { |m| rand < 0.8 ? '%' : m }
    h = DateTime._strptime(s, fmt)
    res = if h.nil?
            'nil'
          else
            h.keys.map(&:to_s).sort_by { |k| keys.index(k) || 99 }.map do |k|
              v = h[k.to_sym]
              "#{k}=" + (%w[zone leftover].include?(k) ? v.inspect : (v.nil? ? 'nil' : rat(v)))
            end.join(' ')
          end
    out.puts Golden.row(s, fmt, res)
  end
end
