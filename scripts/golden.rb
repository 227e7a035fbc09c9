# The fields of the golden tables for the Ruby recorders, as
# internal/golden writes (Escape) and reads (ReadTable) them: backslash,
# newline, carriage return and tab as \\, \n, \r and \t, other control
# characters as \xHH. Recorders in scripts/ or a package's testdata/
# require_relative this file.
module Golden
  ESCAPES = { '\\' => '\\\\', "\n" => '\n', "\r" => '\r', "\t" => '\t' }.freeze
  UNESCAPES = { 'n' => "\n", 'r' => "\r", 't' => "\t" }.freeze

  # escape writes s (any value, as its to_s) as one field of a table.
  def self.escape(s)
    s.to_s.gsub(/[\\\x00-\x1f\x7f]/) { |c| ESCAPES.fetch(c) { format('\\x%02x', c.ord) } }
  end

  # row writes fields as one line of a table, without the newline.
  def self.row(*fields)
    fields.map { |f| escape(f) }.join("\t")
  end

  # unescape reads one field of a table.
  def self.unescape(s)
    s.gsub(/\\(x\h\h|.)/) { Regexp.last_match(1).length == 3 ? Regexp.last_match(1)[1, 2].hex.chr : UNESCAPES.fetch(Regexp.last_match(1), Regexp.last_match(1)) }
  end
end
