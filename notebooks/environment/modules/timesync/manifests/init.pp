# @summary Keeps the system clock in time with chrony.
#
# The defaults for each operating system family come from the module's
# own Hiera data (data/os/*.yaml); the environment's data sets the time
# servers.
#
# @param servers      the time servers to follow
# @param package_name the package that provides chrony
# @param service_name the name of chrony's service
# @param config_file  where chrony's configuration lives
# @param iburst       whether to send a burst of requests at start-up
# @param enable       whether the service runs (and starts at boot)
class timesync (
  Array[String[1], 1] $servers,
  String[1]           $package_name,
  String[1]           $service_name,
  String[1]           $config_file,
  Boolean             $iburst = true,
  Boolean             $enable = true,
) {
  contain timesync::install
  contain timesync::config
  contain timesync::service

  Class['timesync::install']
  -> Class['timesync::config']
  ~> Class['timesync::service']
}
