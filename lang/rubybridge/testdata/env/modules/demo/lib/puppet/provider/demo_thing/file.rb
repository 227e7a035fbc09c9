# Keeps a demo_thing's value in its file.
Puppet::Type.type(:demo_thing).provide(:file) do
  desc 'Stores the value in the file named by path.'

  def exists?
    File.exist?(resource[:path])
  end

  def create
    File.write(resource[:path], resource[:value].to_s)
  end

  def destroy
    File.delete(resource[:path])
  end

  def value
    File.read(resource[:path])
  end

  def value=(v)
    File.write(resource[:path], v.to_s)
  end
end
