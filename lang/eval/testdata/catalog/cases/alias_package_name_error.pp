package { 'pkg': }
package { 'p2': name => 'pkg' }
