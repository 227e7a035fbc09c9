# A made-up resource type with two key attributes.
Puppet::Type.newtype(:demo_pair) do
  newparam(:left) do
    isnamevar
  end

  newparam(:right) do
    isnamevar
  end

  newparam :name do
    desc 'A label.'
  end

  newproperty :weight

  def self.title_patterns
    [[/^(.*)=(.*)$/, [[:left], [:right]]], [/(.*)/m, [[:left]]]]
  end
end
