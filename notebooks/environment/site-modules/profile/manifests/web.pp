# @summary A web server with the site's web applications.
#
# @param server_name the host name the sites answer to
# @param sites       each site's name and its webserver::site parameters
class profile::web (
  String[1] $server_name,
  Hash[String[1], Hash] $sites = {},
) {
  include webserver

  $sites.each |$name, $settings| {
    webserver::site { $name:
      server_name => $server_name,
      *           => $settings,
    }
  }
}
