# Starts Puppet's library in this ruby process for the recorders that
# compile in the fixture control repository (record-hiera.rb,
# record-lookup.rb): settings under tmp, the repository's environments and
# global hiera.yaml, strict variables and the node name they record for.
def start_puppet(tmp, repo, node)
  require 'puppet'
  Puppet.initialize_settings(['--confdir', tmp, '--vardir', tmp, '--codedir', tmp, '--logdir', tmp, '--rundir', tmp,
                              '--environmentpath', File.join(repo, 'environments'),
                              '--hiera_config', File.join(repo, 'global', 'hiera.yaml')])
  Puppet[:color] = false
  Puppet[:strict_variables] = true
  Puppet[:certname] = node
end
