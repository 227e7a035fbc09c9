package { 'a': command => 'x' }
package { 'b': name => 'a', command => 'x' }
