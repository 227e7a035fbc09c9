#!/usr/bin/env ruby
# Records how Ruby's Psych reads each YAML text of yaml.cases, the way
# Puppet's yaml_data reads Hiera data files (safe_load, aliases, Symbol
# permitted, symbol keys turned into strings): yaml.golden, one line per
# case, the case then a tab then the value's inspect or "ERROR: ...".
# Run from this directory: ruby record-yaml.rb
require 'yaml'

require_relative '../../../scripts/golden'

def symkeys(v)
  case v
  when Hash then v.each_with_object({}) { |(k, x), h| h[k.is_a?(Symbol) ? k.to_s : k] = symkeys(x) }
  when Array then v.map { |x| symkeys(x) }
  else v
  end
end

def symbol?(v)
  case v
  when Symbol then true
  when Hash then v.values.any? { |x| symbol?(x) }
  when Array then v.any? { |x| symbol?(x) }
  else false
  end
end

out = File.readlines('yaml.cases', chomp: true).map do |line|
  next line if line.empty? || line.start_with?('#')
  want = begin
    v = symkeys(YAML.safe_load(Golden.unescape(line), permitted_classes: [Symbol], aliases: true, filename: 'f.yaml'))
    if symbol?(v)
      'ERROR: Symbol value'
    elsif v.is_a?(Integer) && (v > 2**63 - 1) || v.inspect =~ /\d{20}/
      'ERROR: out of range'
    else
      v.inspect
    end
  rescue Psych::SyntaxError
    'ERROR: syntax'
  rescue Exception => e
    "ERROR: #{e.message}"
  end
  "#{line}\t#{Golden.escape(want)}"
end
File.write('yaml.golden', out.join("\n") + "\n")
