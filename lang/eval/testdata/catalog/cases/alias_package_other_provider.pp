package { 'a': provider => 'gem' }
package { 'b': name => 'a', provider => 'pip' }
notice(Package['a'])
notice(defined(Package['b']))
