# The golden files for the Ruby recorders, as internal/golden reads and
# writes them: the fields of a table (Escape, ReadTable): backslash,
# newline, carriage return and tab as \\, \n, \r and \t, other control
# characters as \xHH; and case files (ReadCases, WriteCases). Recorders in
# scripts/ or a package's testdata/ require_relative this file.
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

  # A Case is one program of a case file: what Puppet printed for it
  # (expect) and, for a deliberate difference, why (differs) and what is
  # printed instead (ours).
  Case = Struct.new(:name, :code, :expect, :differs, :ours)

  # read_cases parses a case file.
  def self.read_cases(path)
    cases = []
    part = nil
    File.readlines(path, chomp: true).each do |line|
      if line.start_with?('=== ')
        cases << Case.new(line.delete_prefix('=== '), +'', [], nil, [])
        part = :code
      elsif part == :code && line == '---'
        part = :expect
      elsif part == :expect && line.start_with?('+++ ')
        cases.last.differs = line.delete_prefix('+++ ')
        part = :ours
      elsif part == :code
        cases.last.code << line << "\n"
      else
        cases.last[part] << line
      end
    end
    cases
  end

  # write_cases writes cases in the format read_cases parses.
  def self.write_cases(path, cases)
    File.open(path, 'w') do |f|
      cases.each do |c|
        f.puts "=== #{c.name}", c.code, '---', c.expect
        f.puts "+++ #{c.differs}", c.ours if c.differs
      end
    end
  end
end
