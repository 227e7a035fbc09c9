package { 'a': provider => 'gem' }
package { 'b': name => 'a', provider => 'gem' }
