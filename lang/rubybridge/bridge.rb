# The Ruby half of prepl's bridge: renders ERB templates and runs the Ruby
# functions of modules for a prepl session, which starts this script once
# and talks to it over stdin/stdout, one JSON message per line.
#
# Requests (prepl to Ruby) carry "op"; the answer is {"r": value} or
# {"e": message}. While a request runs, Ruby asks prepl for what only
# prepl knows (variables, other functions, the block of a call) with
# messages that carry "cb"; prepl answers each the same way, and may itself
# send a nested request first. Values travel in a tagged JSON form (see
# PreplBridge.encode/decode) that keeps Puppet's types apart.
#
# Puppet's Ruby APIs are provided as far as functions and templates use
# them without Puppet's compiler: Puppet::Functions.create_function with
# its dispatch language, Puppet::Parser::Functions.newfunction, the scope
# a template or a 3.x function sees. Anything else raises
# PreplBridge::Unsupported, which names what was needed.

require 'json'
require 'erb'
# Libraries Puppet has loaded by the time a function runs, which
# functions use without requiring them.
%w[did_you_mean set digest digest/md5 digest/sha1 digest/sha2 base64 time uri yaml shellwords securerandom].each do |lib|
  begin
    require lib
  rescue LoadError
    nil
  end
end

# The modules' lib directories come as arguments; Puppet puts them on the
# load path.
PREPL_MODULE_LIBS = ARGV.dup.freeze
$LOAD_PATH.unshift(*PREPL_MODULE_LIBS)

# Puppet's own files are not loaded: this script stands in for the parts
# of Puppet that functions use, and a module's file under puppet/ (a
# provider's helper, say) is loaded from the module.
module Kernel
  alias_method :prepl_original_require, :require
  def require(name)
    n = name.to_s
    if n == 'puppet' || n.start_with?('puppet/')
      file = n.end_with?('.rb') ? n : "#{n}.rb"
      path = PREPL_MODULE_LIBS.map { |d| File.join(d, file) }.find { |f| File.file?(f) }
      return path ? prepl_original_require(path) : false
    end
    begin
      prepl_original_require(name)
    rescue LoadError
      # Ruby starts without RubyGems, which most code never needs; a
      # library that is a gem loads it.
      raise if defined?(::Gem)
      prepl_original_require('rubygems')
      prepl_original_require(name)
    end
  end
  private :require
end

# Gem (Gem::Version, say) loads RubyGems on first use.
class Object
  def self.const_missing(name)
    if name == :Gem && !$LOADED_FEATURES.any? { |f| f.end_with?('/rubygems.rb') }
      require 'rubygems'
      return ::Gem
    end
    super
  end
end

PREPL_PROTOCOL_OUT = IO.new(1, 'w')
PREPL_PROTOCOL_OUT.sync = true
PREPL_PROTOCOL_IN = IO.new(0, 'r')
# Whatever templates and functions print must not mix with the protocol.
$stdout = $stderr

module PreplBridge
  # Unsupported is raised when code needs a part of Puppet prepl does not
  # provide to Ruby. It is not a StandardError, so a generic rescue in the
  # code does not hide it.
  class Unsupported < Exception
    attr_reader :need
    def initialize(need)
      @need = need
      super("needs #{need}, which prepl does not provide to Ruby code")
    end
  end

  # CallbackError carries a failure of prepl while it answered a callback.
  class CallbackError < StandardError; end

  # A Puppet value Ruby has no class for (a type, a Timespan, a resource
  # reference, ...): it shows as Puppet shows it and goes back to prepl as
  # the value it came from.
  class Opaque
    attr_reader :__prepl_id
    def initialize(id, str, cls)
      @__prepl_id = id
      @str = str
      @cls = cls
    end
    def to_s; @str; end
    def inspect; "#<#{@cls} #{@str}>"; end
    def ==(o); o.is_a?(Opaque) && o.to_s == @str; end
    alias eql? ==
    def hash; @str.hash; end
  end

  @setvars = {}
  @blocks = []
  @depth = 0
  @functions4 = {}
  @functions3 = {}
  @loading = nil
  class << self
    attr_reader :functions4, :functions3, :setvars
    attr_accessor :loading
  end

  def self.write(msg)
    PREPL_PROTOCOL_OUT.write(JSON.generate(msg))
    PREPL_PROTOCOL_OUT.write("\n")
  end

  def self.read
    line = PREPL_PROTOCOL_IN.gets
    exit(0) if line.nil?
    JSON.parse(line)
  end

  # callback asks prepl and returns its answer; requests prepl sends
  # meanwhile are served first.
  def self.callback(msg)
    write(msg)
    loop do
      m = read
      if m.key?('op')
        write(serve(m))
        next
      end
      raise CallbackError, m['e'] if m.key?('e')
      return decode(m['r'])
    end
  end

  def self.log(level, msg)
    write('cb' => 'log', 'level' => level.to_s, 'msg' => msg.to_s)
    read
    nil
  end

  def self.utf8(s)
    s = s.dup.force_encoding(Encoding::UTF_8) unless s.encoding == Encoding::UTF_8
    s.valid_encoding? ? s : s.scrub
  end

  def self.encode(v)
    case v
    when nil, true, false then v
    when String then utf8(v)
    when Integer
      raise ArgumentError, "Use of a Ruby Integer outside of Puppet Integer #{v > 0 ? 'max' : 'min'} range, got '#{'0x%x' % v}'" if v > 0x7fffffffffffffff || v < -0x8000000000000000
      v
    when Float
      raise ArgumentError, "Use of a Ruby Float that is not a number (#{v})" if v.nan? || v.infinite?
      { 'f' => v }
    when Symbol
      return nil if v == :undef
      return { 'd' => 1 } if v == :default
      v.to_s
    when Array then v.map { |e| encode(e) }
    when Hash then { 'h' => v.flat_map { |k, e| [encode(k), encode(e)] } }
    when Regexp then { 're' => v.source }
    when Puppet::Pops::Types::PSensitiveType::Sensitive
      v.__prepl_id ? { 'ref' => v.__prepl_id } : { 'sens' => encode(v.unwrap) }
    when Opaque then { 'ref' => v.__prepl_id }
    else
      raise ArgumentError, "a Ruby #{v.class} is not a Puppet value"
    end
  end

  def self.decode(v)
    case v
    when Array then v.map { |e| decode(e) }
    when Hash
      if v.key?('f') then v['f'].to_f
      elsif v.key?('h')
        h = {}
        v['h'].each_slice(2) { |k, e| h[decode(k)] = decode(e) }
        h
      elsif v.key?('d') then :default
      elsif v.key?('re') then Regexp.new(v['re'])
      elsif v.key?('sens') then Puppet::Pops::Types::PSensitiveType::Sensitive.new(decode(v['sens']), v['id'])
      elsif v.key?('ref') then (v['type'] ? type_class(v['c']) : Opaque).new(v['ref'], v['s'], v['c'])
      else raise ArgumentError, "undecodable value #{v.inspect}"
      end
    else v
    end
  end

  # type_class is the class of a type value: Puppet's name for it
  # (Puppet::Pops::Types::PIntegerType), a kind of PAnyType.
  def self.type_class(name)
    short = name.to_s.split('::').last
    return Puppet::Pops::Types::PAnyType unless short =~ /\AP[A-Z]\w*Type\z/
    types = Puppet::Pops::Types
    return types.const_get(short, false) if types.const_defined?(short, false)
    types.const_set(short, Class.new(types::PAnyType))
  end

  # Scope is what a template (`scope`), a 3.x function (`self`) and a 4.x
  # function (`closure_scope`) see of Puppet's scope.
  class Scope
    def initialize(vars = nil)
      @vars = vars
    end

    def lookupvar(name, options = {})
      set = PreplBridge.setvars
      return set[name.to_s] if set.key?(name.to_s)
      PreplBridge.callback('cb' => 'var', 'name' => name.to_s)
    end

    # setvar binds a variable for the Ruby code of the running request
    # (templates rendered from this one see it too): templates use it to
    # hand Ruby objects to the templates they include.
    def setvar(name, value, options = {})
      PreplBridge.setvars[name.to_s] = value
    end

    def [](name, options = {})
      lookupvar(name, options)
    end

    def include?(name)
      !self[name].nil?
    end

    def exist?(name)
      return true if PreplBridge.setvars.key?(name.to_s)
      PreplBridge.callback('cb' => 'exist', 'name' => name.to_s)
    end

    def to_hash(recursive = true, include_undef = false)
      @vars ||= PreplBridge.callback('cb' => 'vars')
      include_undef ? @vars.dup : @vars.reject { |_, v| v.nil? }
    end

    def call_function(name, args, &block)
      PreplBridge.call_back(name, args, false, &block)
    end

    def respond_to_missing?(name, include_private = false)
      name.to_s.start_with?('function_') || super
    end

    def method_missing(name, *args, &block)
      if name.to_s =~ /\Afunction_(.+)\z/
        fn = Regexp.last_match(1)
        a = args[0]
        raise ArgumentError, "custom functions must be called with a single array that contains the arguments. For example, function_example([1]) instead of function_example(1)" unless a.is_a?(Array)
        return PreplBridge.call_back(fn, a, true)
      end
      raise Unsupported, "scope.#{name}"
    end

    def warning(msg); PreplBridge.log(:warning, msg); end
    def notice(msg); PreplBridge.log(:notice, msg); end
    def debug(msg); end
    def info(msg); PreplBridge.log(:info, msg); end
    def err(msg); PreplBridge.log(:err, msg); end

    def to_s; 'Scope()'; end
    alias inspect to_s
  end

  def self.call_back(name, args, three, &block)
    # Puppet splats the arguments, so a single value is one argument and
    # nil none.
    args = args.respond_to?(:to_a) ? args.to_a : [args] unless args.is_a?(Array)
    msg = { 'cb' => 'call', 'name' => name.to_s, 'args' => encode(args), 'three' => three }
    return callback(msg) unless block
    # prepl calls the block back through a 'yield' request while the
    # function runs.
    @blocks << block
    msg['block'] = @blocks.length - 1
    msg['arity'] = block.arity
    begin
      callback(msg)
    ensure
      @blocks.pop
    end
  end

  # TemplateWrapper is the object an ERB template runs in, as in Puppet.
  class TemplateWrapper
    def initialize(scope, file)
      @__scope__ = scope
      @__file__ = file
    end

    def file; @__file__; end
    def scope; @__scope__; end

    def has_variable?(name)
      scope.include?(name.to_s)
    end

    def classes; raise Unsupported, 'the catalog (classes)'; end
    def all_tags; raise Unsupported, 'the catalog (all_tags)'; end
    def tags; raise NotImplementedError, "Call 'all_tags' instead."; end

    def result(string, vars)
      vars.each do |name, value|
        next if value.nil?
        instance_variable_set("@#{name.gsub(/[^\w]/, '_')}", value)
      end
      template = ERB.new(string, trim_mode: '-')
      template.filename = @__file__
      template.result(binding)
    end

    def to_s
      "template[#{@__file__ || 'inline'}]"
    end
  end

  def self.erb(m)
    vars = {}
    m['vars'].each_slice(2) { |k, v| vars[k] = decode(v) }
    vars.merge!(@setvars)
    file = m['file']
    w = TemplateWrapper.new(Scope.new(vars), file)
    begin
      { 'r' => utf8(w.result(m['src'], vars)) }
    rescue Unsupported => e
      { 'e' => e.message, 'need' => e.need }
    rescue => detail
      if file
        # Puppet names the first frame, which for an error raised while
        # prepl answered a call is inside Puppet; here that frame would be
        # this script's, so the template's own frame is named instead.
        trace = detail.backtrace || []
        frame = trace.find { |l| !l.start_with?('prepl/rubybridge/bridge.rb:') } || trace.first || ''
        info = frame.split(':')
        msg = ["Failed to parse template #{m['name']}:", "  Filepath: #{info[0]}", "  Line: #{info[1]}", "  Detail: #{detail}"]
        { 'e' => msg.join("\n") + "\n" }
      else
        { 'e' => "Failed to parse inline template: #{detail}" }
      end
    end
  end

  def self.load(m)
    file = m['file']
    name = m['name']
    @loading = file
    if m['kind'] == '4'
      @functions4.delete(name)
      Kernel.load(file, false)
      cls = @functions4[name]
      raise "#{file} does not define the function '#{name}' (it calls create_function with another name)" unless cls
      { 'r' => { 'sigs' => cls.signatures } }
    else
      @functions3.delete(name)
      Kernel.load(file, false)
      f = @functions3[name]
      raise "#{file} does not define the function '#{name}' (it calls newfunction with another name)" unless f
      { 'r' => { 'arity' => f[:arity], 'rvalue' => f[:type] == :rvalue } }
    end
  ensure
    @loading = nil
  end

  def self.call(m)
    name = m['name']
    args = decode(m['args'])
    if m['kind'] == '4'
      cls = @functions4[name]
      d = cls.dispatchers[m['sig']]
      args.unshift(Scope.new) if d.scope?
      inst = cls.new(Scope.new)
      blk = nil
      if m['block']
        blk = proc { |*a| PreplBridge.callback('cb' => 'yield', 'args' => encode(a)) }
      end
      { 'r' => encode(inst.send(d.meth, *args, &blk)) }
    else
      f = @functions3[name]
      r = Scope.new.instance_exec(args, &f[:block])
      { 'r' => f[:type] == :rvalue ? encode(r) : nil }
    end
  end

  # serve answers a request; variables set with setvar live until the
  # outermost request is answered.
  def self.serve(m)
    @depth += 1
    serve_request(m)
  ensure
    @depth -= 1
    @setvars = {} if @depth.zero?
  end

  def self.serve_request(m)
    case m['op']
    when 'erb' then erb(m)
    when 'load' then load(m)
    when 'call' then call(m)
    when 'yield'
      b = @blocks[m['block']]
      raise ArgumentError, 'the block has returned' unless b
      { 'r' => encode(b.call(*decode(m['args']))) }
    else { 'e' => "unknown request #{m['op']}" }
    end
  rescue Unsupported => e
    { 'e' => e.message, 'need' => e.need }
  rescue CallbackError => e
    { 'e' => e.message, 'fromcb' => true }
  rescue Exception => e
    raise if e.is_a?(SystemExit)
    { 'e' => e.message }
  end
end

# A constant of Puppet's that prepl does not provide names itself.
module PreplMissingConstants
  def const_missing(name)
    raise PreplBridge::Unsupported, "#{self.name}::#{name}"
  end
end

module Puppet
  extend PreplMissingConstants
  class Error < RuntimeError
    def initialize(message = nil, file = nil, line = nil, pos = nil, original = nil)
      super(message)
    end
  end
  class ParseError < Error; end
  class DevError < Error; end
  class ParseErrorWithIssue < ParseError; end

  %i[debug info notice warning err alert emerg crit].each do |level|
    define_singleton_method(level) { |msg| PreplBridge.log(level, msg) unless level == :debug }
  end
  def self.deprecation_warning(msg, key = nil); PreplBridge.log(:warning, msg); end
  def self.warn_once(kind, key, msg, file = nil, line = nil, level = :warning); PreplBridge.log(level, msg); end
  def self.[](setting)
    raise PreplBridge::Unsupported, "the setting Puppet[:#{setting}]"
  end

  def self.respond_to_missing?(name, include_private = false); false; end

  def self.method_missing(name, *args)
    raise PreplBridge::Unsupported, "Puppet.#{name}"
  end

  module Pops
    extend PreplMissingConstants
    module Types
      extend PreplMissingConstants
      class PAnyType < PreplBridge::Opaque; end
      class PSensitiveType
        # Sensitive wraps a value whose text must not be shown.
        class Sensitive
          attr_reader :__prepl_id
          def initialize(value, id = nil)
            @value = value
            @__prepl_id = id
          end
          def unwrap; @value; end
          def to_s; 'Sensitive [value redacted]'; end
          def inspect; '#<Sensitive [value redacted]>'; end
          def ==(o); o.is_a?(Sensitive) && o.unwrap == @value; end
        end
      end
    end
  end

  module Parser
    extend PreplMissingConstants
    Scope = PreplBridge::Scope
    module Functions
      extend PreplMissingConstants
      # Error's is4x is what core's 3.x stubs of 4.x functions raise.
      module Error
        def self.is4x(name)
          raise ArgumentError, "#{name}() can only be called using the 4.x function API. See Scope#call_function"
        end
      end

      def self.newfunction(name, options = {}, &block)
        name = name.to_s
        type = (options[:type] || :statement).to_sym
        PreplBridge.functions3[name] = { block: block, arity: options[:arity] || -1, type: type }
        { name: "function_#{name}", type: type }
      end

      def self.function(name, environment = nil)
        PreplBridge.callback('cb' => 'exists', 'name' => name.to_s) ? "function_#{name}" : false
      end

      def self.rvalue?(name); true; end
    end
  end

  module Functions
    extend PreplMissingConstants

    def self.create_function(func_name, function_base = Function, &block)
      name = func_name.to_s
      cls = Class.new(function_base)
      cls.instance_variable_set(:@func_name, name)
      cls.instance_variable_set(:@file, PreplBridge.loading)
      cls.class_eval(&block)
      PreplBridge.functions4[name] = cls
      cls
    end

    # Dispatch collects one signature of a 4.x function.
    class Dispatch
      attr_reader :meth, :params, :block, :ret
      def initialize(meth)
        @meth = meth.to_sym
        @params = []
        @block = nil
        @ret = nil
        @scope_param = false
      end

      def param(type, name) add(type, name, 'required'); end
      alias required_param param
      def optional_param(type, name) add(type, name, 'optional'); end
      def repeated_param(type, name) add(type, name, 'repeated'); end
      alias optional_repeated_param repeated_param
      def required_repeated_param(type, name) add(type, name, 'required_repeated'); end

      def block_param(*type_and_name)
        @block = block_of(type_and_name, false)
      end
      alias required_block_param block_param

      def optional_block_param(*type_and_name)
        @block = block_of(type_and_name, true)
      end

      def return_type(type)
        raise ArgumentError, "Argument to 'return_type' must be a String reference to a Puppet Data Type. Got #{type.class}" unless type.is_a?(String)
        @ret = type
      end

      def scope_param; @scope_param = true; end
      def scope?; @scope_param; end

      def respond_to_missing?(name, include_private = false); false; end

      def method_missing(name, *args)
        raise PreplBridge::Unsupported, "the dispatch statement #{name}"
      end

      def to_h
        { 'params' => @params, 'block' => @block, 'ret' => @ret, 'meth' => @meth.to_s }
      end

      private

      def add(type, name, kind)
        raise ArgumentError, 'Parameters cannot be added after a block parameter' if @block
        raise ArgumentError, "the type of parameter #{name} must be a String, got #{type.class}" unless type.is_a?(String)
        @params << [type, name.to_s, kind]
      end

      def block_of(type_and_name, optional)
        case type_and_name.size
        when 0 then ['Callable', 'block', optional]
        when 1 then ['Callable', type_and_name[0].to_s, optional]
        else [type_and_name[0].to_s, type_and_name[1].to_s, optional]
        end
      end
    end

    # Function is the base class of the functions create_function makes.
    class Function
      class << self
        attr_reader :func_name, :file

        def dispatchers
          @dispatchers ||= []
        end

        def dispatch(meth, &block)
          d = Dispatch.new(meth)
          d.instance_eval(&block) if block
          dispatchers << d
        end

        def argument_mismatch(meth, &block)
          raise PreplBridge::Unsupported, 'argument_mismatch dispatchers'
        end

        def local_types(&block)
          raise PreplBridge::Unsupported, 'local_types'
        end

        # signatures describes the dispatchers for prepl; a function with
        # none is called through the method named after it.
        def signatures
          if dispatchers.empty?
            simple = func_name.split('::').last
            raise ArgumentError, "#{func_name} has no dispatch and no method #{simple}" unless method_defined?(simple)
            d = Dispatch.new(simple)
            instance_method(simple).parameters.each do |kind, pname|
              case kind
              when :req then d.param('Any', pname)
              when :opt then d.optional_param('Any', pname)
              when :rest then d.repeated_param('Any', pname)
              when :block then d.optional_block_param(pname)
              end
            end
            dispatchers << d
          end
          dispatchers.map(&:to_h)
        end
      end

      def initialize(closure_scope = nil, loader = nil)
        @closure_scope = closure_scope
      end

      attr_reader :closure_scope

      def call_function(name, *args, &block)
        PreplBridge.call_back(name, args, false, &block)
      end

      def loader; raise PreplBridge::Unsupported, 'the function loader'; end
      def call_function_with_scope(scope, name, *args, &block)
        call_function(name, *args, &block)
      end
    end

    class InternalFunction < Function; end
  end
end

loop do
  m = PreplBridge.read
  PreplBridge.write(PreplBridge.serve(m))
end
