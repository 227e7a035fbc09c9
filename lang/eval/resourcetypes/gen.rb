# Writes types.json: Puppet's built-in resource types as the reference
# implementation defines them (lib/puppet/type/*.rb), for the evaluator to
# validate attributes and resolve titles without Ruby.
#
#   ruby gen.rb > types.json
#
# For each type: its name, its properties and parameters in declaration
# order, its key attributes (namevars), whether it is isomorphic (titles
# alias to the namevar value) and its title patterns (Ruby regexp source,
# flags and the attributes the captures set). The metaparameters are common
# to all types. Only this data is taken, no documentation text: each type's
# description is our own, in docs.go.
require 'json'
require 'tmpdir'
require 'puppet'

dir = Dir.mktmpdir('resourcetypes-')
at_exit { require 'fileutils'; FileUtils.rm_rf(dir) }
Puppet.initialize_settings(['--confdir', File.join(dir, 'conf'), '--vardir', File.join(dir, 'var')])
Puppet::Type.loadall

types = []
Puppet::Type.eachtype do |t|
  patterns = t.title_patterns.map do |re, attrs|
    {
      'regexp' => re.source,
      'multiline' => (re.options & Regexp::MULTILINE) != 0,
      'attributes' => attrs.map { |a| a[0].to_s },
    }
  end
  types << {
    'name' => t.name.to_s,
    'properties' => t.properties.map { |p| p.name.to_s },
    'parameters' => t.parameters.map(&:to_s),
    'key_attributes' => t.key_attributes.map(&:to_s),
    'isomorphic' => t.isomorphic?,
    'title_patterns' => patterns,
  }
end

puts JSON.pretty_generate(
  'puppet_version' => Puppet.version,
  'metaparameters' => Puppet::Type.metaparams.map(&:to_s),
  'types' => types.sort_by { |t| t['name'] },
)
