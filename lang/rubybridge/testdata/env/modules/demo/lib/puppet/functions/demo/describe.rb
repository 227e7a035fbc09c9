# No dispatch: every argument is Any. Tells the Ruby class of each value.
Puppet::Functions.create_function(:'demo::describe') do
  def describe(*values)
    values.map do |v|
      case v
      when nil then 'nil'
      when :default then 'default'
      when Puppet::Pops::Types::PSensitiveType::Sensitive then "Sensitive(#{v.unwrap.class})"
      else v.class.name
      end
    end
  end
end
